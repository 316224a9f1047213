import { fireEvent, screen } from '@testing-library/react';

/** A PDF file of `size` bytes as the browser hands it over (its content is only a header). */
export function pdfFile(name = 'Jane Doe CV.pdf', size = 2048, type = 'application/pdf') {
  const file = new File(['%PDF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Drops files on the upload page's drop zone, as a drag from the desktop does. */
export function dropFiles(files: File[]) {
  fireEvent.drop(screen.getByTestId('dropzone'), {
    dataTransfer: {
      files,
      items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
      types: ['Files'],
    },
  });
}
