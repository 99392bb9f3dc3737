// The part of markdownlint-cli2's API that check-docs uses; the package ships no types.
declare module 'markdownlint-cli2' {
  export interface LintResult {
    fileName: string;
    lineNumber: number;
    ruleNames: string[];
    ruleDescription: string;
    errorDetail: string | null;
    errorContext: string | null;
  }
  export type OutputFormatter = (options: { directory: string; results: LintResult[] }) => void;
  export function main(params: {
    directory?: string;
    argv?: string[];
    fileContents?: Record<string, string>;
    optionsOverride?: { outputFormatters?: Array<[OutputFormatter]> };
    logMessage?: (message: string) => void;
    logError?: (message: string) => void;
  }): Promise<number>;
}
