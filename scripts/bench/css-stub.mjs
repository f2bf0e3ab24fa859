/**
 * For `npm run bench` under Node: a stylesheet imported by a component the bench renders (the GM's
 * order list imports the link's styles) loads as an empty module, as the bundler would take it
 * out of the script. Loaded with `tsx --import` before the bench.
 */
import { register } from 'node:module';

const hooks = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
