import { importReportSchema, type ImportReport } from '@emlak/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { http } from '@/shared/api/http-client';
import { announcementKeys, tableKey } from '@/shared/api/query-keys';
import { contentTypeOf } from '../import-columns';

export type ImportRequest = {
  file: File;
  /** A SuperAdmin's chosen agency; null imports public market listings (or the caller's own agency). */
  organizationId: number | null;
};

/**
 * POST /ad/import with the file itself as the body (the server streams it; no multipart), sent
 * with the type its extension names. `progress` is the share of the file uploaded, 0 to 1; at 1
 * the server is still checking and writing rows until the report arrives. No time-out: a large
 * file takes as long as it takes.
 */
export const useImportListings = () => {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async ({ file, organizationId }: ImportRequest): Promise<ImportReport> => {
      setProgress(0);
      const { data } = await http.post('/ad/import', file, {
        headers: { 'Content-Type': contentTypeOf(file.name) ?? 'application/octet-stream' },
        params: organizationId === null ? undefined : { organizationId },
        timeout: 0,
        skipErrorToast: true,
        onUploadProgress: (event) =>
          setProgress(event.progress ?? (event.total ? event.loaded / event.total : 0)),
      });
      setProgress(1);
      return importReportSchema.parse(data);
    },
    // The market list shows the imported listings: its pages are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tableKey(announcementKeys.tableEndpoint) }),
  });
  return { ...mutation, progress };
};
