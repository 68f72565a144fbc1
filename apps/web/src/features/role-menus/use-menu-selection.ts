import { useState } from 'react';

type Draft = { roleId: number; ids: ReadonlySet<number> };

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * The ticked menus of the role on screen: the saved set until the user changes something, then a
 * draft of that role's, compared with the saved set to tell whether anything is unsaved.
 */
export const useMenuSelection = (roleId: number | null, saved: readonly number[] | undefined) => {
  const [draft, setDraft] = useState<Draft | null>(null);
  const savedSet: ReadonlySet<number> = new Set(saved ?? []);
  const current = draft && draft.roleId === roleId ? draft.ids : savedSet;
  const dirty = current !== savedSet && !sameSet(current, savedSet);

  const replace = (ids: Iterable<number>) => {
    if (roleId !== null) setDraft({ roleId, ids: new Set(ids) });
  };
  const toggle = (menuId: number) => {
    const next = new Set(current);
    if (next.has(menuId)) next.delete(menuId);
    else next.add(menuId);
    replace(next);
  };

  return { checked: current, dirty, toggle, replace, reset: () => setDraft(null) };
};
