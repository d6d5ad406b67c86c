import type { Confidence } from '@einvoice/knowledge';
import type { CatalogueSeverity } from '@einvoice/rulesets';
import type { Locale } from '../state/AppState.ts';
import { useAppState } from '../state/StoreContext.ts';

type Topic = 'obligation' | 'format' | 'cius' | 'network' | 'identifier' | 'content';
type Repair = 'auto' | 'input' | 'blocked';

const en = {
  viewsLabel: 'Views',
  viewCheck: 'Check',
  viewRules: 'Rules',
  title: 'Rules and country requirements',
  intro:
    'Every rule of the shipped rule sets with a plain explanation, and what an invoice to another country must look like, with sources. Works offline once opened.',
  loading: 'Loading the rules catalogue…',
  loadFailed:
    'The rules catalogue could not be loaded. Without a connection it is only available after the Rules view was opened once online.',
  retry: 'Try again',
  sections: 'Rules sections',
  tabCatalogue: 'Error catalogue',
  tabRequirements: 'Country requirements',
  search: 'Search rules',
  searchHint:
    'Rule id, business term or words in English or German, e.g. BR-DE-15, Zahlungsempfänger, payee.',
  ruleset: 'Rule set',
  severity: 'Severity',
  country: 'Country',
  any: 'All',
  severities: { error: 'Error', warning: 'Warning', info: 'Note' } satisfies Record<
    CatalogueSeverity,
    string
  >,
  found: (n: number, total: number) => `${n.toLocaleString('en')} of ${total.toLocaleString('en')} rules`,
  noneFound: 'No rule matches. Try fewer words or another filter.',
  ruleListLabel: 'Matching rules',
  chooseRule: 'Choose a rule to see its explanation.',
  appearsIn: 'Appears in',
  overrides: 'Severity changed by a KoSIT scenario',
  terms: 'Business terms',
  officialMessage: 'Official message',
  officialIn: { en: 'English', de: 'German', fr: 'French' },
  plain: 'What it means',
  howToFix: 'How to fix it',
  generatedText:
    'Generic text built from the official message and its business terms (no rule-specific explanation yet).',
  repair: 'Repair',
  repairs: {
    auto: 'The repair engine fixes it automatically.',
    input: 'The repair engine fixes it once you give the missing value.',
    blocked: 'The repair engine cannot fix it: correct it in your invoicing software.',
  } satisfies Record<Repair, string>,
  countries: 'National rule for',
  examples: 'Examples in the public test corpora',
  failing: 'Breaks the rule',
  passing: 'Keeps the rule',
  seller: 'Seller country',
  buyer: 'Buyer country',
  buyerType: 'Buyer',
  b2b: 'Business (B2B)',
  b2g: 'Public authority (B2G)',
  asOf: (asOf: string, latest: string) => `Dataset as of ${asOf}; latest source dated ${latest}.`,
  topics: {
    obligation: 'Obligation',
    format: 'Format',
    cius: 'CIUS (national specification)',
    network: 'Network or platform',
    identifier: 'Identifier',
    content: 'Content rule',
  } satisfies Record<Topic, string>,
  validFrom: (date: string) => `from ${date}`,
  enforcedBy: 'Checked by',
  sources: 'Sources',
  laneRecords: 'Trade-lane records',
  confidence: { high: 'high', medium: 'medium', low: 'low' } satisfies Record<Confidence, string>,
  englishOnly: 'The dataset’s values are in English.',
  noDataset:
    'The EU e-invoicing dataset was not installed when this page was built, so country requirements are not available.',
  noRequirements: 'The dataset records nothing for this lane.',
};

export type RulesMessages = typeof en;

const de: RulesMessages = {
  viewsLabel: 'Ansichten',
  viewCheck: 'Prüfen',
  viewRules: 'Regeln',
  title: 'Regeln und Länderanforderungen',
  intro:
    'Jede Regel der ausgelieferten Regelwerke mit verständlicher Erklärung, und wie eine Rechnung in ein anderes Land aussehen muss, mit Quellen. Funktioniert offline, sobald einmal geöffnet.',
  loading: 'Regelkatalog wird geladen…',
  loadFailed:
    'Der Regelkatalog konnte nicht geladen werden. Ohne Verbindung steht er erst zur Verfügung, nachdem die Ansicht „Regeln“ einmal online geöffnet wurde.',
  retry: 'Erneut versuchen',
  sections: 'Bereiche der Regeln',
  tabCatalogue: 'Fehlerkatalog',
  tabRequirements: 'Länderanforderungen',
  search: 'Regeln suchen',
  searchHint:
    'Regel-ID, Geschäftsbegriff oder Wörter auf Deutsch oder Englisch, z. B. BR-DE-15, Zahlungsempfänger, payee.',
  ruleset: 'Regelwerk',
  severity: 'Schweregrad',
  country: 'Land',
  any: 'Alle',
  severities: { error: 'Fehler', warning: 'Warnung', info: 'Hinweis' },
  found: (n, total) => `${n.toLocaleString('de')} von ${total.toLocaleString('de')} Regeln`,
  noneFound: 'Keine Regel passt. Versuchen Sie weniger Wörter oder einen anderen Filter.',
  ruleListLabel: 'Passende Regeln',
  chooseRule: 'Wählen Sie eine Regel, um ihre Erklärung zu sehen.',
  appearsIn: 'Enthalten in',
  overrides: 'Schweregrad durch ein KoSIT-Szenario geändert',
  terms: 'Geschäftsbegriffe',
  officialMessage: 'Offizielle Meldung',
  officialIn: { en: 'Englisch', de: 'Deutsch', fr: 'Französisch' },
  plain: 'Was das bedeutet',
  howToFix: 'So beheben Sie es',
  generatedText:
    'Allgemeiner Text aus der offiziellen Meldung und ihren Geschäftsbegriffen (noch keine eigene Erklärung zu dieser Regel).',
  repair: 'Reparatur',
  repairs: {
    auto: 'Die Reparatur behebt das automatisch.',
    input: 'Die Reparatur behebt das, sobald Sie den fehlenden Wert angeben.',
    blocked: 'Die Reparatur kann das nicht beheben: Korrigieren Sie es in Ihrer Rechnungssoftware.',
  },
  countries: 'Nationale Regel für',
  examples: 'Beispiele in den öffentlichen Testkorpora',
  failing: 'Verletzt die Regel',
  passing: 'Erfüllt die Regel',
  seller: 'Land des Verkäufers',
  buyer: 'Land des Käufers',
  buyerType: 'Käufer',
  b2b: 'Unternehmen (B2B)',
  b2g: 'Öffentliche Hand (B2G)',
  asOf: (asOf, latest) => `Datenstand ${asOf}; jüngste Quelle vom ${latest}.`,
  topics: {
    obligation: 'Pflicht',
    format: 'Format',
    cius: 'CIUS (nationale Spezifikation)',
    network: 'Netzwerk oder Plattform',
    identifier: 'Kennung',
    content: 'Inhaltliche Regel',
  },
  validFrom: (date) => `ab ${date}`,
  enforcedBy: 'Geprüft durch',
  sources: 'Quellen',
  laneRecords: 'Einträge zu dieser Handelsbeziehung',
  confidence: { high: 'hoch', medium: 'mittel', low: 'gering' },
  englishOnly: 'Die Angaben des Datensatzes sind englisch.',
  noDataset:
    'Der EU-Datensatz zur E-Rechnung war beim Bau dieser Seite nicht installiert; Länderanforderungen sind daher nicht verfügbar.',
  noRequirements: 'Der Datensatz verzeichnet für diese Handelsbeziehung nichts.',
};

const fr: RulesMessages = {
  viewsLabel: 'Vues',
  viewCheck: 'Contrôler',
  viewRules: 'Règles',
  title: 'Règles et exigences par pays',
  intro:
    'Chaque règle des jeux de règles livrés, expliquée simplement, et ce qu’une facture vers un autre pays doit contenir, avec les sources. Fonctionne hors ligne une fois ouverte.',
  loading: 'Chargement du catalogue des règles…',
  loadFailed:
    'Le catalogue des règles n’a pas pu être chargé. Sans connexion, il n’est disponible qu’après une première ouverture de la vue « Règles » en ligne.',
  retry: 'Réessayer',
  sections: 'Sections des règles',
  tabCatalogue: 'Catalogue des erreurs',
  tabRequirements: 'Exigences par pays',
  search: 'Rechercher des règles',
  searchHint:
    'Identifiant de règle, terme métier ou mots en anglais ou en allemand, p. ex. BR-FR-01, BR-DE-15, payee.',
  ruleset: 'Jeu de règles',
  severity: 'Gravité',
  country: 'Pays',
  any: 'Tous',
  severities: { error: 'Erreur', warning: 'Avertissement', info: 'Remarque' },
  found: (n, total) => `${n.toLocaleString('fr')} règles sur ${total.toLocaleString('fr')}`,
  noneFound: 'Aucune règle ne correspond. Essayez moins de mots ou un autre filtre.',
  ruleListLabel: 'Règles correspondantes',
  chooseRule: 'Choisissez une règle pour voir son explication.',
  appearsIn: 'Figure dans',
  overrides: 'Gravité modifiée par un scénario KoSIT',
  terms: 'Termes métier',
  officialMessage: 'Message officiel',
  officialIn: { en: 'anglais', de: 'allemand', fr: 'français' },
  plain: 'Ce que cela signifie',
  howToFix: 'Comment corriger',
  generatedText:
    'Texte générique construit à partir du message officiel et de ses termes métier (pas encore d’explication propre à cette règle).',
  repair: 'Réparation',
  repairs: {
    auto: 'La réparation corrige cela automatiquement.',
    input: 'La réparation corrige cela dès que vous donnez la valeur manquante.',
    blocked: 'La réparation ne peut pas corriger cela : corrigez-le dans votre logiciel de facturation.',
  },
  countries: 'Règle nationale pour',
  examples: 'Exemples dans les corpus de test publics',
  failing: 'Enfreint la règle',
  passing: 'Respecte la règle',
  seller: 'Pays du vendeur',
  buyer: 'Pays de l’acheteur',
  buyerType: 'Acheteur',
  b2b: 'Entreprise (B2B)',
  b2g: 'Administration (B2G)',
  asOf: (asOf, latest) => `Données au ${asOf} ; source la plus récente datée du ${latest}.`,
  topics: {
    obligation: 'Obligation',
    format: 'Format',
    cius: 'CIUS (spécification nationale)',
    network: 'Réseau ou plateforme',
    identifier: 'Identifiant',
    content: 'Règle de contenu',
  },
  validFrom: (date) => `à partir du ${date}`,
  enforcedBy: 'Contrôlé par',
  sources: 'Sources',
  laneRecords: 'Entrées pour cette relation commerciale',
  confidence: { high: 'élevée', medium: 'moyenne', low: 'faible' },
  englishOnly: 'Les données de ce jeu sont en anglais.',
  noDataset:
    'Le jeu de données européen sur la facturation électronique n’était pas installé lors de la construction de cette page ; les exigences par pays ne sont donc pas disponibles.',
  noRequirements: 'Le jeu de données ne mentionne rien pour cette relation commerciale.',
};

/** The Rules view's texts, per UI language. */
export const RULES_MESSAGES: Record<Locale, RulesMessages> = { en, de, fr };

/** The Rules view's texts in the UI language. */
export function useRulesT(): RulesMessages {
  return RULES_MESSAGES[useAppState((s) => s.locale)];
}
