import type { Language } from '@emlak/contracts';
import { useQuery } from '@tanstack/react-query';
import { loadDocument, type DocumentPage } from '../content/document-pages';

/** A page's Markdown in a language: a chunk of the build, so it never changes while the app runs. */
export const useDocumentMarkdown = (language: Language, page: DocumentPage) =>
  useQuery({
    queryKey: ['documents', language, page],
    queryFn: () => loadDocument(language, page),
    staleTime: Infinity,
  });
