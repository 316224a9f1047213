/** @jsxRuntime automatic @jsxImportSource react -- tsx run from the repo root has no tsconfig to say so. */
import type { PersonalInfo } from '@cvforge/contracts';
import { contactLines, photoOf, type TemplateTokens } from '@cvforge/cv-render';
import type { HtmlStyles } from './styles';

interface HeaderProps {
  info: PersonalInfo;
  styles: HtmlStyles;
  tokens: TemplateTokens;
  showPhoto: boolean;
}

/** The PDF header (packages/cv-render/src/typst/lib.typ) in HTML: name as the h1, role, contact lines split by " | ". */
export function CvHtmlHeader({ info, styles, tokens, showPhoto }: HeaderProps) {
  const photo = showPhoto ? photoOf(info) : undefined;
  return (
    <header>
      <div style={styles.header}>
        <div style={styles.headerText}>
          {info.name ? <h1 style={styles.name}>{info.name}</h1> : null}
          {info.title ? <p style={styles.role}>{info.title}</p> : null}
          <address style={{ fontStyle: 'normal' }}>
            {contactLines(info).map((line, row) => (
              <p key={row} style={styles.contactRow}>
                {line.map((piece, index) => (
                  <span key={piece.text}>
                    {index > 0 ? '\u00a0\u00a0|\u00a0\u00a0' : ''}
                    {piece.href ? (
                      <a href={piece.href} style={styles.contactLink}>
                        {piece.text}
                      </a>
                    ) : (
                      piece.text
                    )}
                  </span>
                ))}
              </p>
            ))}
          </address>
        </div>
        {photo ? <img src={photo} alt="" style={styles.photo} /> : null}
      </div>
      {!tokens.header.band && tokens.header.align === 'left' ? (
        <div style={styles.headerRule} />
      ) : null}
    </header>
  );
}
