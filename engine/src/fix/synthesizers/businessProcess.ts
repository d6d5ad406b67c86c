import { ruleField } from '../questions.ts';
import { askSynthesizer } from './askSynthesizer.ts';

const FIELD = ruleField('PEPPOL-EN16931-R001', 'BT-23');
if (!FIELD) throw new Error('rule text PEPPOL-EN16931-R001 lost its BT-23 field');

/** BT-23 business process: Peppol billing process 01 is the usual one, but the sender's process is theirs to say. */
export const businessProcess = askSynthesizer('business-process', ['PEPPOL-EN16931-R001'], FIELD, () => ({
  value: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
  confidence: 'medium',
  reason: 'Peppol BIS Billing process 01 (invoice only) is the process of a plain invoice.',
}));
