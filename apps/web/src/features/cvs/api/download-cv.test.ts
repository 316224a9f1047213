import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { server } from '@/testing/msw/server';
import { downloadCv } from './download-cv';

const ID = '0b6f3a52-1d4e-4c1a-9f57-3f3e4d9a1b2c';

function answer(headers: Record<string, string>) {
  server.use(
    http.get(apiUrl(`/cv/${ID}/download`), () => new HttpResponse('%PDF-1.7', { headers })),
  );
}

describe('downloadCv', () => {
  it('names the file from filename* first', async () => {
    answer({
      'Content-Disposition': `attachment; filename="cv.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
    });
    const file = await downloadCv(ID);
    expect(file.fileName).toBe('Lebenslauf Müller.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('falls back to filename, then to cv-{id}.pdf', async () => {
    answer({ 'Content-Disposition': 'attachment; filename="Data Engineer.pdf"' });
    expect((await downloadCv(ID)).fileName).toBe('Data Engineer.pdf');
    answer({});
    expect((await downloadCv(ID)).fileName).toBe(`cv-${ID}.pdf`);
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    server.use(
      http.get(apiUrl(`/cv/${ID}/download`), () =>
        HttpResponse.json({ success: false, message: 'CV not found' }, { status: 404 }),
      ),
    );
    await expect(downloadCv(ID)).rejects.toMatchObject({
      constructor: ApiError,
      status: 404,
      message: 'CV not found',
    });
  });
});
