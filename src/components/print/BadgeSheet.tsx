import type { Key, ReactNode, Ref } from "react";
import { printNs } from "../../i18n/namespaces/print";
import { useT } from "../../i18n/useT";
import { BADGE_SHEET_CSS, BADGES_PER_PAGE } from "./badgeSheetStyles";

export type BadgeSheetProps<T> = {
  items: readonly T[];
  renderBadge: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  ref?: Ref<HTMLDivElement>;
};

export function paginate<T>(items: readonly T[], perPage: number = BADGES_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += perPage) pages.push(items.slice(i, i + perPage));
  return pages;
}

/**
 * A printable sheet of badges: US Letter pages of 8 badges (2 columns × 4 rows), each exactly
 * 3.5 × 2.25 in, with dashed cut lines. The page size and margins travel with the sheet in its
 * own <style>, so the print window gets them wherever the sheet is rendered.
 */
export function BadgeSheet<T>({ items, renderBadge, getKey, ref }: BadgeSheetProps<T>) {
  const t = useT(printNs);
  return (
    <div ref={ref} className="badge-sheet" lang={t.language}>
      <style>{BADGE_SHEET_CSS}</style>
      {paginate(items).map((page, pageIndex) => (
        <section key={pageIndex} className="badge-page" aria-label={t("badgePage", { page: String(pageIndex + 1) })}>
          {page.map((item, i) => {
            const index = pageIndex * BADGES_PER_PAGE + i;
            return (
              <div key={getKey ? getKey(item, index) : index} className="badge">
                {renderBadge(item, index)}
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
