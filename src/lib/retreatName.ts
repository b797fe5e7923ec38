/** "Retreat name (Parish)", unless the parish is empty or already part of the name (SPEC §1). */
export function retreatTitle(retreatName: string, parishName: string): string {
  const name = retreatName.trim();
  const parish = parishName.trim();
  if (parish === "" || name.toLowerCase().includes(parish.toLowerCase())) return name;
  return name === "" ? parish : `${name} (${parish})`;
}
