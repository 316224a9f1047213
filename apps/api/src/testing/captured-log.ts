/** One JSON log line as pino writes it (level 50 = error, 40 = warn). */
export interface LogLine {
  level: number;
  msg: string;
  cvId?: string;
  cause?: string;
  err?: { message: string; type?: string };
  [field: string]: unknown;
}

export const ERROR_LEVEL = 50;

/** A Fastify logger option whose lines (warn and above) are kept in `lines` for assertions. */
export function capturedLog(level: 'warn' | 'error' = 'warn') {
  const lines: LogLine[] = [];
  return {
    lines,
    logger: {
      level,
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    },
    /** Error lines about one CV. */
    errorsAbout: (cvId: string) =>
      lines.filter((line) => line.level >= ERROR_LEVEL && line.cvId === cvId),
  };
}
