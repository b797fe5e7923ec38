import type { Ref } from "react";
import { PrintDocument } from "../../components/print/PrintDocument";
import { quantityText, type InventoryList } from "./inventoryTypes";

/** The printable shopping list: only what must be bought, with a box to tick in the store. */
export function ShoppingListSheet({ list, ref }: { list: InventoryList; ref?: Ref<HTMLDivElement> }) {
  const toBuy = list.items.filter((item) => item.to_buy > 0);
  const basis = list.counts.source === "live" ? "registered" : "estimated";
  return (
    <PrintDocument ref={ref} title="Shopping List">
      <p>
        For {list.counts.retreatants} retreatants and {list.counts.servers} servers ({basis}).
      </p>
      {toBuy.length === 0 ? (
        <p>Nothing to buy.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th style={{ width: "0.3in" }}>✓</th>
              <th>Item</th>
              <th>To buy</th>
              <th>Need</th>
              <th>On hand</th>
              <th>Notes</th>
            </tr>
          </thead>
          <tbody>
            {toBuy.map((item) => (
              <tr key={item._id}>
                <td>☐</td>
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
