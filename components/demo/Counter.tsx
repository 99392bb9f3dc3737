import { useState } from 'react';

export interface CounterProps {
  /** The text shown before the count. */
  label?: string;
}

/** A button that counts its clicks. Used on the "Components in MDX" guide page. */
export default function Counter({ label = 'Clicks' }: CounterProps) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => setCount(count + 1)}
      style={{
        padding: '4px 12px',
        border: '1px solid var(--rp-c-divider)',
        borderRadius: 'var(--rp-radius-small)',
        cursor: 'pointer',
      }}
    >
      {label}: {count}
    </button>
  );
}
