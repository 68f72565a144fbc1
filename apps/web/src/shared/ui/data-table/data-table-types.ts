import type { FieldType } from '@emlak/contracts';
import type { ReactNode } from 'react';

export type EnumOption = { value: string | number; labelKey: string };

/** One column: what it shows, and how it sorts, filters and exports. */
export type DataTableColumn<Row> = {
  /** The API's field name: sort and filter use it. */
  field: string;
  /** i18n key of the header. */
  headerKey: string;
  type: FieldType;
  /** For enum columns: the values and their label keys (the filter's choices too). */
  options?: readonly EnumOption[];
  sortable?: boolean;
  filterable?: boolean;
  /**
   * The API field a filter on this column names, when not `field`: a role is shown and sorted by
   * its name but filtered by its fixed id (names can be changed), with `type` and `options` of
   * that field.
   */
  filterField?: string;
  /** Cell content; the raw value (formatted by type) unless given. */
  render?: (row: Row) => ReactNode;
  /** Cell text in the CSV; the raw value (enum: its label) unless given. */
  exportValue?: (row: Row) => string | number | boolean | null | undefined;
  width?: number | string;
  /**
   * Where the column goes in a row's card on phones (below `sm`): 'primary' is the card's title,
   * 'secondary' the line under it, 'field' a labelled line. Columns without it stay out of the
   * card; when no column says, the first is the title and the next three are fields.
   */
  card?: 'primary' | 'secondary' | 'field';
  align?: 'left' | 'right' | 'center';
  /** False keeps the column out of the visibility menu (always shown). */
  hideable?: boolean;
  defaultHidden?: boolean;
};
