/** Height of a contact row (spec section 9) and of a group header. */
export const CONTACT_ROW_HEIGHT = 62;
/** Height of an A-Z group header row. */
export const GROUP_ROW_HEIGHT = 32;

/** Grid columns shared by the list header and rows: tick, name, phone, email, company, menu. */
export const LIST_COLUMNS = {
  xs: '48px minmax(0, 1.6fr) minmax(0, 1.2fr) 48px',
  md: '48px minmax(0, 1.6fr) minmax(0, 1.3fr) minmax(0, 1.4fr) minmax(0, 1fr) 48px',
} as const;

/** Shows a column from the md breakpoint up (email and company). */
export const WIDE_ONLY = { display: { xs: 'none', md: 'block' } } as const;

/** Styles of the contact rows, set once on the list instead of on every row. */
export const contactRowStyles = {
  '& .contact-row': {
    height: CONTACT_ROW_HEIGHT,
    display: 'grid',
    gridTemplateColumns: { xs: LIST_COLUMNS.xs, md: LIST_COLUMNS.md },
    alignItems: 'center',
    columnGap: 1,
    pr: 1,
    cursor: 'pointer',
    borderBottom: 1,
    borderColor: 'divider',
    '&:hover, &.is-checked': { bgcolor: 'action.hover' },
    '&.is-active': { bgcolor: 'action.selected' },
  },
  '& .cell-tick': { display: 'flex', justifyContent: 'center' },
  // The row's tick box and menu button look like MUI's small Checkbox and IconButton.
  '& .tick': {
    position: 'relative',
    display: 'inline-flex',
    p: '9px',
    borderRadius: '50%',
    color: 'text.secondary',
    cursor: 'pointer',
    '&.is-on': { color: 'primary.main' },
    '& input': {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      m: 0,
      p: 0,
      opacity: 0,
      zIndex: 1,
      cursor: 'inherit',
    },
    '& svg': { width: 20, height: 20, fill: 'currentColor', flexShrink: 0 },
    '& input:focus-visible + svg': {
      outline: 2,
      outlineStyle: 'solid',
      outlineColor: 'primary.main',
      borderRadius: 0.5,
    },
  },
  '& .row-menu': {
    all: 'unset',
    display: 'inline-flex',
    p: '5px',
    borderRadius: '50%',
    color: 'action.active',
    cursor: 'pointer',
    '& svg': { width: 20, height: 20, fill: 'currentColor' },
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
  },
  '& .cell-name': { display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 },
  '& .avatar': {
    width: 36,
    height: 36,
    flexShrink: 0,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    color: '#fff',
    fontSize: 16,
  },
  '& .name': {
    all: 'unset',
    typography: 'body1',
    fontWeight: 500,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', borderRadius: 0.5 },
  },
  '& .cell-text': {
    typography: 'body2',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    color: 'text.secondary',
  },
  '& .cell-phone': { color: 'text.primary', fontVariantNumeric: 'tabular-nums' },
  '& .cell-wide': { display: { xs: 'none', md: 'block' } },
} as const;
