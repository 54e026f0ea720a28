/**
 * The bench's anchor: a bare React 19 page with one component, built by the same Vite
 * and React plugin as the apps and served by the same nginx config. Lighthouse scores it beside
 * our pages in the same run, and the interaction bench clicks its button beside our interactions.
 */
import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

function Anchor(): ReactNode {
  const [count, setCount] = useState(0);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: 16 }}>
      <h1>Bare React 19 page</h1>
      <p>One component, rendered once, with a button that updates its own state.</p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Clicked {count} times
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<Anchor />);
