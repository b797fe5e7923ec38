import type { Ref } from "react";
import { PrintDocument } from "../../components/print/PrintDocument";
import { inventoryNs } from "../../i18n/namespaces/inventory";
import { useT } from "../../i18n/useT";
import { quantityText, type InventoryList } from "./inventoryTypes";

/** Marks, the same in every language: the column of boxes to tick in the store. */
const TICK = "✓";
const BOX = "☐";

/** The printable shopping list: only what must be bought, with a box to tick in the store. */
export function ShoppingListSheet({ list, ref }: { list: InventoryList; ref?: Ref<HTMLDivElement> }) {
  const t = useT(inventoryNs);
  const toBuy = list.items.filter((item) => item.to_buy > 0);
  return (
    <PrintDocument ref={ref} title={t("sheet.title")}>
      <p>{t("sheet.for", { retreatants: String(list.counts.retreatants), servers: String(list.counts.servers), basis: list.counts.source })}</p>
      {toBuy.length === 0 ? (
        <p>{t("sheet.none")}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th style={{ width: "0.3in" }}>{TICK}</th>
              <th>{t("sheet.item")}</th>
              <th>{t("sheet.toBuy")}</th>
              <th>{t("sheet.need")}</th>
              <th>{t("sheet.onHand")}</th>
              <th>{t("sheet.notes")}</th>
            </tr>
          </thead>
          <tbody>
            {toBuy.map((item) => (
              <tr key={item._id}>
                <td>{BOX}</td>
                <td>{item.name}</td>
                <td>{quantityText(item.to_buy, item.unit)}</td>
                <td>{quantityText(item.need, item.unit)}</td>
                <td>{quantityText(item.quantity_on_hand, item.unit)}</td>
                <td>{item.notes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintDocument>
  );
}
