import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { uploadCv } from '../../testing/cv-uploads';
import { registerTestUser } from '../../testing/register-test-user';
import { storedFiles } from '../../testing/stored-files';

describe('DELETE /users/me', () => {
  let app: TestApp;
  const dataDir = path.join(os.tmpdir(), `cvforge-delete-${crypto.randomUUID()}`);
  afterEach(async () => {
    await app.teardown();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("removes the account's stored CV files along with its rows", async () => {
    app = await buildTestApp({ env: { DATA_DIR: dataDir } });
    const owner = await registerTestUser(app, { email: 'files-owner@example.test' });
    const other = await registerTestUser(app, { email: 'files-other@example.test' });
    expect((await uploadCv(app, owner.authorization)).statusCode).toBe(200);
    expect((await uploadCv(app, other.authorization)).statusCode).toBe(200);
    expect(storedFiles(dataDir).length).toBe(2);

    const res = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { authorization: owner.authorization },
      payload: { password: owner.password },
    });
    expect(res.statusCode).toBe(200);
    expect(storedFiles(dataDir).length).toBe(1);
  });
});
