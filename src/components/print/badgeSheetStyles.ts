export const BADGES_PER_PAGE = 8;

/** Letter is 8.5 × 11 in: 2 × 3.5 in leaves 0.75 in each side, 4 × 2.25 in leaves 1 in top and bottom. */
export const BADGE_SHEET_CSS = `
@page { size: 8.5in 11in; margin: 0; }
.badge-sheet { font-family: "Helvetica Neue", Arial, sans-serif; color: #111; }
.badge-sheet .badge-page {
  box-sizing: border-box;
  width: 8.5in;
  height: 11in;
  padding: 1in 0.75in;
  display: grid;
  grid-template-columns: repeat(2, 3.5in);
  grid-template-rows: repeat(4, 2.25in);
  align-content: start;
  overflow: hidden;
  break-after: page;
  page-break-after: always;
}
.badge-sheet .badge-page:last-child { break-after: auto; page-break-after: auto; }
.badge-sheet .badge {
  box-sizing: border-box;
  width: 3.5in;
  height: 2.25in;
  border: 1px dashed #bbb;
  overflow: hidden;
  position: relative;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
@media print {
  html, body { margin: 0; padding: 0; }
}
`;
