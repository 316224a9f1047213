import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './api-auth';
import { ApiError } from './api-error';
import { uploadRequest } from './upload-request';

/** A stand-in XMLHttpRequest that reports upload progress, then answers. */
class FakeXhr {
  static answer = { status: 200, body: '{"ok":true}' };
  static instances: FakeXhr[] = [];
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  withCredentials = false;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.instances.push(this);
  }
  open() {}
  abort() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {
    for (const loaded of [25, 100]) {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 } as ProgressEvent);
    }
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    this.onload?.();
  }
}

describe('uploadRequest', () => {
  afterEach(() => {
    FakeXhr.instances = [];
    vi.unstubAllGlobals();
  });

  function setup(answer: typeof FakeXhr.answer) {
    FakeXhr.answer = answer;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    configureApiClient({
      getAccessToken: () => 'token-1',
      refresh: () => Promise.resolve(),
      onAuthFailure: () => {},
    });
  }

  it('reports progress, sends the bearer token and resolves with the JSON body', async () => {
    setup({ status: 200, body: '{"success":true}' });
    const progress: number[] = [];
    const body = await uploadRequest('/api/cv', new FormData(), {
      onProgress: (p) => progress.push(p),
    });
    expect(body).toEqual({ success: true });
    expect(progress).toEqual([25, 100]);
    expect(FakeXhr.instances[0]!.headers.Authorization).toBe('Bearer token-1');
    expect(FakeXhr.instances[0]!.withCredentials).toBe(true);
  });

  it('turns a 402 into an ApiError carrying the limit detail', async () => {
    const detail = { limit_exceeded: true, usage_type: 'cv_upload', current_usage: 5, limit: 5 };
    setup({
      status: 402,
      body: JSON.stringify({ success: false, code: 'LIMIT_EXCEEDED', message: 'Limit', detail }),
    });
    const error = await uploadRequest('/api/cv', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, message: 'Limit', detail });
  });
});
