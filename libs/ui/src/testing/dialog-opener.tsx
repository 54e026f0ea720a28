import { useState, type ReactNode } from 'react';
import { Button } from '../button/button';

/**
 * A story frame for the keyboard path through a dialog or drawer: an "Open dialog" button that
 * opens what `children(open, close)` renders, so focus can be seen to move in and come back.
 */
export function DialogOpener({ children }: { children: (open: boolean, close: () => void) => ReactNode }): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      {children(open, () => setOpen(false))}
    </>
  );
}
