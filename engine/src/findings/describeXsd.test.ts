import { describe, expect, it } from 'vitest';
import { describeXsd } from './describeXsd.ts';

// libxml2's wording of schema diagnostics, as the XSD stage reports them.
const DATE =
  "Element '{urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2}IssueDate': '05.01.2024' is not a valid value of the atomic type 'xs:date'.";
const ORDER =
  "Element '{urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2}Note': This element is not expected.";

describe('describeXsd in French', () => {
  it('says in French what form a value needs and what was found, naming the term', () => {
    const d = describeXsd(DATE, ['BT-2']);
    expect(d.plain.fr).toBe(
      "« Date d’émission de la facture » (BT-2) doit être une date de la forme AAAA-MM-JJ (p. ex. 2024-01-05) ; trouvé : '05.01.2024'.",
    );
    expect(d.action.kind === 'explain' ? d.action.reason.fr : '').toMatch(
      /^Corrigez « Date d’émission de la facture » \(BT-2\) là où la facture est produite : écrivez une date/,
    );
  });

  it('names an element without a term by its XML name', () => {
    expect(describeXsd(ORDER, []).plain.fr).toBe(
      'L’élément Note n’est pas admis à cet endroit. Il est peut-être mal placé ou écrit deux fois.',
    );
  });
});
