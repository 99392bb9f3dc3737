import { useFrontmatter } from '@rspress/core/runtime';

/** Shows the title and description from the current page's frontmatter. Used on the "Frontmatter" guide page. */
export default function FrontmatterPreview() {
  const { frontmatter } = useFrontmatter();
  return (
    <div
      style={{
        border: '1px solid var(--rp-c-divider)',
        borderRadius: 'var(--rp-radius)',
        padding: '12px 16px',
      }}
    >
      <div>
        <strong>title:</strong> {String(frontmatter.title ?? '')}
      </div>
      <div>
        <strong>description:</strong> {String(frontmatter.description ?? '')}
      </div>
    </div>
  );
}
