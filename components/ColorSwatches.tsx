import { useDark } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';

export interface ColorSwatchesProps {
  /** CSS custom property names to preview, for example `['--rp-c-brand', '--rp-c-bg']`. */
  vars: string[];
  /** Accessible name of the list, read by screen readers. */
  label: string;
}

/**
 * Shows one swatch per CSS variable, painted with `var(--name)`, so it follows the current
 * light or dark appearance. Each swatch carries the variable name and the value the browser
 * resolved, so the colour is never the only information. Used on the "CSS variables" page.
 */
export function ColorSwatches({ vars, label }: ColorSwatchesProps) {
  const dark = useDark();
  const [values, setValues] = useState<Record<string, string>>({});
  const names = vars.join(' ');

  // The resolved values exist only in the browser, and they change with the appearance.
  useEffect(() => {
    const style = window.getComputedStyle(document.documentElement);
    const list = names.split(' ');
    setValues(Object.fromEntries(list.map((name) => [name, style.getPropertyValue(name).trim()])));
  }, [names, dark]);

  return (
    <ul
      aria-label={label}
      className="rp-not-doc"
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 12,
        listStyle: 'none',
        margin: '16px 0',
        padding: 0,
      }}
    >
      {vars.map((name) => (
        <li
          key={name}
          style={{
            border: '1px solid var(--rp-c-divider-light)',
            borderRadius: 'var(--rp-radius-small)',
            overflow: 'hidden',
            background: 'var(--rp-c-bg)',
          }}
        >
          <div
            aria-hidden="true"
            style={{
              height: 48,
              background: `var(${name})`,
              borderBottom: '1px solid var(--rp-c-divider-light)',
            }}
          />
          <div style={{ padding: '6px 10px', fontSize: 13, lineHeight: 1.5 }}>
            <code style={{ fontFamily: 'var(--rp-font-family-mono)', color: 'var(--rp-c-text-1)' }}>{name}</code>
            <div style={{ color: 'var(--rp-c-text-2)', wordBreak: 'break-all' }}>{values[name] || '…'}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
