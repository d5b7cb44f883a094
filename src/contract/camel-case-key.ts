/** camelCases a PascalCase key (`DtoMapping` -> `dtoMapping`, `URL` -> `url`). */
export function camelCaseKey(key: string): string {
  if (key === key.toUpperCase()) return key.toLowerCase();
  return key.charAt(0).toLowerCase() + key.slice(1);
}
