import fs from 'node:fs';
import { parseCvPdf } from '../src/index';
const r = await parseCvPdf(new Uint8Array(fs.readFileSync(process.argv[2]!)));
for (const s of r.content.sections) if (s.type === (process.argv[3] ?? 'experience')) console.log(JSON.stringify(s.content, null, 1).slice(0, 3000));
