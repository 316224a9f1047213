import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** One page of an opened PDF: its size in points and a way to draw it. */
export interface PdfPage {
  width: number;
  height: number;
  draw: (canvas: HTMLCanvasElement, cssWidth: number) => Promise<void>;
}

/**
 * The pages of a PDF drawn by pdf.js in the browser (loaded on first use, its worker beside it),
 * with scripting and evaluated code off: the uploaded file is only looked at.
 */
export async function openPdfPages(data: ArrayBuffer): Promise<PdfPage[]> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  const document = await pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    enableXfa: false,
  }).promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    pages.push({
      width,
      height,
      draw: async (canvas, cssWidth) => {
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (cssWidth / width) * ratio });
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        await page.render({ canvas, viewport }).promise;
      },
    });
  }
  return pages;
}
