// Rspress sets `import.meta.env.SSG_MD` while it renders the Markdown copies of the pages (llms.txt); the ejected
// Tabs and PackageManagerTabs read it to write Markdown instead of markup.
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
