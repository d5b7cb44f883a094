/** camelCases a PascalCase key (`DtoMapping` -> `dtoMapping`, `VIN` -> `vin`). */
export function camelCaseKey(key: string): string {
  if (key === key.toUpperCase()) return key.toLowerCase();
  return key.charAt(0).toLowerCase() + key.slice(1);
}
