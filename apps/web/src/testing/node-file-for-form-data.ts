import { File as NodeFile } from 'node:buffer';

/**
 * Lets a mocked handler read a multipart body with `request.formData()` on Node 24. Node 24's
 * fetch (undici 7) builds each file part with whatever the global `File` is at that moment, then
 * checks the part against the `File` it saw when it was loaded, which is Node's. The jsdom
 * environment makes the global `File` jsdom's, so the check fails (an AssertionError inside the
 * handler, which msw answers with a 500). Node 20's undici 6 accepts any File-like part.
 *
 * While a body is parsed into form data, the global `File` is Node's again; the parsed form's
 * files are Node Files (they have `name`, `type`, `text()` like jsdom's).
 */
export function parseFormDataWithNodeFile() {
  for (const owner of [formDataOwner(Request.prototype), formDataOwner(Response.prototype)]) {
    const parse = owner.formData as (this: Body) => Promise<FormData>;
    if (Object.hasOwn(parse, WRAPPED)) continue;
    const wrapped = async function (this: Body) {
      const jsdomFile = globalThis.File;
      globalThis.File = NodeFile as unknown as typeof File;
      try {
        return await parse.call(this);
      } finally {
        globalThis.File = jsdomFile;
      }
    };
    Object.defineProperty(wrapped, WRAPPED, { value: true });
    owner.formData = wrapped;
  }
}

const WRAPPED = Symbol('parses with Node File');

/** The prototype in the chain that defines `formData` (Node's, under the environment's subclass). */
function formDataOwner(prototype: Body): Body {
  let owner: object | null = prototype;
  while (owner && !Object.hasOwn(owner, 'formData')) owner = Object.getPrototypeOf(owner) as object;
  if (!owner) throw new Error('No formData() to wrap');
  return owner as Body;
}
