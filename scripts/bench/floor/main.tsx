/**
 * The bench's floor page: Preact built by Vite, a heading and two buttons. Rollcall's
 * first-visit figures are reported as a ratio to this page's, measured in the same run,
 * since absolute times drift on a shared machine.
 */
import { render } from 'preact';
import { useState } from 'preact/hooks';

function Floor() {
  const [n, setN] = useState(0);
  return (
    <main>
      <h1>Count: {n}</h1>
      <button type="button" onClick={() => setN(n + 1)}>Add one</button>
      <button type="button" onClick={() => setN(0)}>Reset</button>
    </main>
  );
}

render(<Floor />, document.getElementById('app')!);
