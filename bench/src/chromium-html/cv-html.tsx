/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import type { CvContent, PaperSize } from '@cvforge/contracts';
import { bodySections, headingOf, isTemplateId, templateOf } from '@cvforge/cv-render';
import { CvHtmlHeader } from './header';
import { sectionBody } from './section-body';
import { htmlStylesFor } from './styles';

export interface CvHtmlProps {
  content: CvContent;
  /** An unknown id (old content, a removed template) falls back to Classic. */
  templateId: string;
  paperSize: PaperSize;
  /** Lines where the PDF's pages end; off for printing. Default on. */
  showPageBoundaries?: boolean;
}

/**
 * The CV as HTML in its template, for Chromium to print against Typst (../chromium-print.ts): the
 * same tokens, order and headings as the PDF (packages/cv-render/src/typst/), on a sheet of the
 * paper's width. It was the app's preview until the preview became the PDF's own pages
 * (docs/decisions/018-preview-pages.md); now it is only the bench's competitor.
 */
export function CvHtml({ content, templateId, paperSize, showPageBoundaries = true }: CvHtmlProps) {
  const { info, tokens } = templateOf(isTemplateId(templateId) ? templateId : 'classic');
  const styles = htmlStylesFor(tokens, paperSize, showPageBoundaries);
  return (
    <article
      style={styles.sheet}
      data-template={info.id}
      data-paper={paperSize}
      aria-label={content.personal_info.name ? `CV of ${content.personal_info.name}` : 'CV'}
    >
      <CvHtmlHeader
        info={content.personal_info}
        styles={styles}
        tokens={tokens}
        showPhoto={info.supports_photo}
      />
      {bodySections(content).map((section) => {
        const body = sectionBody(section, styles);
        if (!body) return null;
        return (
          <section key={section.id} style={styles.section}>
            <div style={styles.heading}>
              {tokens.heading.marker ? (
                <span aria-hidden="true" style={styles.headingMarker} />
              ) : null}
              <h2 style={styles.headingText}>{headingOf(section)}</h2>
            </div>
            {body}
          </section>
        );
      })}
    </article>
  );
}
