/** Design tokens: the only styling a template has, shared by the PDF, the DOCX and the HTML preview. */
export interface TemplateTokens {
  colours: {
    text: string;
    muted: string;
    accent: string;
    /** Heading text colour. */
    heading: string;
    rule: string;
    /** Header band background; undefined when the template has no band. */
    band?: string;
    bandText?: string;
    /** The role line and the contact line inside the band. */
    bandRole?: string;
    bandContact?: string;
  };
  /** Font sizes in points. */
  sizes: { name: number; role: number; heading: number; body: number; small: number };
  /** Spacing in points. */
  spacing: { page: number; section: number; entry: number; bullet: number };
  lineHeight: number;
  heading: {
    uppercase: boolean;
    /** A rule under the heading, in the rule colour. */
    rule: boolean;
    /** A short accent bar left of the heading. */
    marker: boolean;
  };
  header: { align: 'left' | 'center'; band: boolean };
}
