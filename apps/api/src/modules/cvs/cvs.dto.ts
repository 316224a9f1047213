import type {
  CvDetail,
  CvListItem,
  CvPickerItem,
  CvSectionRef,
  DownloadFormat,
  GeneratedCvRecord,
  RecentUpload,
} from '@cvforge/contracts';
import { SECTION_TYPES, type SectionType } from '@cvforge/contracts';
import type { CvRow } from './cvs.repository';

const SECTION_TYPE_SET = new Set<string>(SECTION_TYPES);

/** The section list a card shows, read from the parsed content (empty until processed). */
function sectionRefs(content: CvRow['content']): CvSectionRef[] {
  const sections = Array.isArray(content?.sections) ? (content.sections as unknown[]) : [];
  return sections.flatMap((value, index) => {
    const section = value as Record<string, unknown>;
    if (typeof section.type !== 'string' || !SECTION_TYPE_SET.has(section.type)) return [];
    return [
      {
        id: typeof section.id === 'string' && section.id ? section.id : `${section.type}-${index}`,
        type: section.type as SectionType,
        title: typeof section.title === 'string' ? section.title : '',
        is_visible: section.is_visible !== false,
        order: typeof section.order === 'number' ? section.order : index,
      },
    ];
  });
}

export function toCvListItem(row: CvRow): CvListItem {
  return {
    id: row.id,
    title: row.title,
    fileName: row.file_name,
    status: row.status,
    type: row.type,
    description: row.description,
    is_default: row.is_default,
    fileSize: row.file_size,
    fileType: row.file_type,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    uploaded_at: row.uploaded_at?.toISOString() ?? null,
    tags: row.tags,
    ats_score: row.ats_score,
    sections: sectionRefs(row.content),
    preview_content: row.content,
    failure_reason: row.failure_reason,
  };
}

export function toCvDetail(row: CvRow, generated: GeneratedCvRecord | null = null): CvDetail {
  return { ...toCvListItem(row), content: row.content, generated };
}

export function toRecentUpload(row: CvRow): RecentUpload {
  return {
    id: row.id,
    title: row.title,
    fileName: row.file_name ?? '',
    status: row.status,
    failure_reason: row.failure_reason,
    uploaded_at: (row.uploaded_at ?? row.created_at).toISOString(),
  };
}

export function toCvPickerItem(row: CvRow): CvPickerItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    type: row.type,
    is_default: row.is_default,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 title (RFC 6266 / RFC 5987),
 * which the web reads first ("filename* UTF-8 or filename", docs/product.md §C7). `extension` is added
 * unless the title already ends with it.
 */
export function contentDispositionFor(title: string, extension: DownloadFormat): string {
  const base =
    title
      .trim()
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .trim() || 'cv';
  const fileName = base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
