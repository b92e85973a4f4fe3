/** Child process: measures one row. argv: `<row id> <full|quick>`. Reports the row's `RowResult`. */
import { reportResult } from '../lib/child.js';
import { rowById } from '../rows/index.js';

const [id, mode] = process.argv.slice(2);
const row = rowById(Number(id));
const log = (line: string) => process.stderr.write(`  [${row.id}] ${line}\n`);

await reportResult(() => row.measure({ quick: mode === 'quick', smoke: false, log }));
