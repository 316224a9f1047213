/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import type { CvContent, PaperSize } from '@cvforge/contracts';
import { bodySections, headingOf } from '../cv-view';
import { isTemplateId, templateOf } from '../templates/catalogue';
import { CvHtmlHeader } from './header';
import { createMark } from './highlight';
import { sectionBody } from './section-body';
import { htmlStylesFor } from './styles';

export interface CvHtmlProps {
  content: CvContent;
  /** An unknown id (old content, a removed template) falls back to Classic. */
  templateId: string;
  paperSize: PaperSize;
  /** Lines where the PDF's pages end; off for printing. Default on. */
  showPageBoundaries?: boolean;
  /**
   * Exact texts to draw inside a <mark> with a small "New" label: achievement lines, skill and
   * soft skill names, the summary, project names, honours (the improvements page's preview).
   */
  highlights?: readonly string[];
}

/**
 * The CV as HTML in its template: the same tokens, order and headings as the PDF (src/typst/),
 * on a sheet of the paper's width. Content flows past the first page like the PDF's does.
 */
export function CvHtml({
  content,
  templateId,
  paperSize,
  showPageBoundaries = true,
  highlights,
}: CvHtmlProps) {
  const { info, tokens } = templateOf(isTemplateId(templateId) ? templateId : 'classic');
  const styles = htmlStylesFor(tokens, paperSize, showPageBoundaries);
  const mark = createMark(highlights);
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
        const body = sectionBody(section, styles, mark);
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
