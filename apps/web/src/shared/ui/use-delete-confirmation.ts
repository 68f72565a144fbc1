import { useState } from 'react';

/**
 * The record a delete dialog asks about. It stays set after the dialog closes, so the dialog
 * still names it while it fades out.
 */
export const useDeleteConfirmation = <Record>() => {
  const [target, setTarget] = useState<Record | null>(null);
  const [open, setOpen] = useState(false);
  return {
    target,
    open,
    ask: (record: Record) => {
      setTarget(record);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
};
