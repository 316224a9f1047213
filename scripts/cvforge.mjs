#!/usr/bin/env node
/**
 * cvforge CLI. `cvforge parse FILE.pdf` prints the canonical CV content as JSON.
 * Workspace packages are TypeScript sources, so the CLI re-runs itself once with tsx loaded.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const USAGE = `Usage: cvforge <command> [options]

Commands:
  parse FILE.pdf   Print the CV content parsed from a PDF as JSON
                   (--full adds confidence and stats)
  render FILE.json --template classic|modern|creative [--paper A4|Letter]
                   [--format pdf|docx] -o OUT
                   Render CV content (any loaded shape) in a template
  --help, -h       Show this help`;

if (!process.env.CVFORGE_TSX) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, CVFORGE_TSX: '1' },
    },
  );
  process.exit(result.status ?? 1);
}

async function parseCommand(args) {
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('cvforge parse: give the PDF file to read.\n\n' + USAGE);
    return 2;
  }
  if (!fs.existsSync(file)) {
    console.error(`cvforge parse: no such file: ${file}`);
    return 1;
  }
  const { parseCvPdfInWorker, CvParseError } = await import('@cvforge/cv-parser');
  try {
    const parsed = await parseCvPdfInWorker(new Uint8Array(fs.readFileSync(file)));
    const output = args.includes('--full') ? parsed : parsed.content;
    process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof CvParseError) {
      console.error(`cvforge parse: ${error.message} (${error.reason})`);
      return 1;
    }
    throw error;
  }
}

function optionOf(args, ...names) {
  const index = args.findIndex((arg) => names.includes(arg));
  return index === -1 ? undefined : args[index + 1];
}

async function renderCommand(args) {
  const valued = new Set(['--template', '--paper', '--format', '-o', '--output']);
  const file = args.find((arg, index) => !arg.startsWith('-') && !valued.has(args[index - 1]));
  const templateId = optionOf(args, '--template') ?? 'classic';
  const paperSize = optionOf(args, '--paper') ?? 'A4';
  const format = optionOf(args, '--format') ?? 'pdf';
  const output = optionOf(args, '-o', '--output');
  if (!file || !output) {
    console.error('cvforge render: give the JSON file and -o OUT.\n\n' + USAGE);
    return 2;
  }
  if (!['A4', 'Letter'].includes(paperSize) || !['pdf', 'docx'].includes(format)) {
    console.error('cvforge render: --paper is A4 or Letter, --format is pdf or docx.');
    return 2;
  }
  const { renderCvPdf, renderCvDocx, isTemplateId, TEMPLATE_IDS } =
    await import('@cvforge/cv-render');
  if (!isTemplateId(templateId)) {
    console.error(`cvforge render: unknown template "${templateId}" (${TEMPLATE_IDS.join(', ')})`);
    return 2;
  }
  let content;
  try {
    content = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    console.error(`cvforge render: cannot read ${file}: ${error.message}`);
    return 1;
  }
  const bytes =
    format === 'docx'
      ? await renderCvDocx(content, { template: templateId, paperSize })
      : await renderCvPdf(content, { templateId, paperSize });
  fs.writeFileSync(output, bytes);
  console.log(
    `${output}: ${format.toUpperCase()}, ${templateId}, ${paperSize}, ${bytes.length} bytes`,
  );
  return 0;
}

const COMMANDS = { parse: parseCommand, render: renderCommand };

const [command, ...rest] = process.argv.slice(2);
if (command === '--help' || command === '-h' || command === 'help') {
  console.log(USAGE);
  process.exit(0);
}
const run = command ? COMMANDS[command] : undefined;
if (!run) {
  console.error(command ? `cvforge: unknown command "${command}"\n\n${USAGE}` : USAGE);
  process.exit(2);
}
process.exit(await run(rest));
