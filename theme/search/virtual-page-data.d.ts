// The build's virtual module that Rspress's own search reads: the content hash of each search index file, keyed by
// `${version}###${lang}`.
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}
