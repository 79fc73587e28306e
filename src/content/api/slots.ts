/** Slots of a component, from its exported `<Name>Slots` interface. */
import type ts from 'typescript';
import { readDocInfo } from './jsdoc';
import { byName } from './props';
import type { ApiCssClass, ApiSlot } from './types';

/** The slots declared by a `<Name>Slots` type, with the class name of the same key when there is one. */
export function slotsOfType(
  checker: ts.TypeChecker,
  slotsType: ts.Type,
  classes: readonly ApiCssClass[],
): ApiSlot[] {
  const slots: ApiSlot[] = [];
  for (const symbol of checker.getPropertiesOfType(checker.getNonNullableType(slotsType))) {
    const decl = symbol.declarations?.[0];
    const info = decl
      ? readDocInfo(decl)
      : { description: '', defaultValue: null, deprecated: null, callback: null };
    const cls = classes.find((c) => c.key === symbol.getName());
    slots.push({
      name: symbol.getName(),
      description: info.description,
      defaultComponent: info.defaultValue,
      className: cls ? cls.className : null,
    });
  }
  return slots.sort(byName);
}
