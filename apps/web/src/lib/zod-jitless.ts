// Zod compiles object schemas with `new Function` where it can, and probes for that when it first
// builds one. Under the Content-Security-Policy (no 'unsafe-eval', decision 019) the probe is
// refused and reported as a violation on every page that loads a schema. Jitless: no probe.
// This is `z.config({ jitless: true })` without loading zod into the first-load code: zod keeps
// its configuration in globalThis.__zod_globalConfig and takes the object it finds there. Imported
// first by src/main.tsx, before any schema exists (they all load on demand).
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export {};
