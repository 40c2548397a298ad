import { sql, type Kysely } from 'kysely';

/*
 * The first published contract (owners, BPMs, advisors) and privacy policy (administrators), so the
 * onboarding signing pages always have a text to show, on a production database too (the demo seed
 * is not run there). Added only for a kind that has no published version yet; later versions are
 * published by the platform administrator. Fixed ids let `down` remove exactly these rows.
 *
 * The texts are frozen here like the rest of a migration: changing them means publishing a new
 * version, which users then sign again.
 */

const CONTRACT_ID = '6f1c2f0e-8a51-4d7e-9a3b-0c6d1e2f3a41';
const PRIVACY_POLICY_ID = '6f1c2f0e-8a51-4d7e-9a3b-0c6d1e2f3a42';

const CONTRACT_FR = `## 1. Objet
Le présent contrat encadre l’utilisation de la plateforme Best Pairing, qui jumelle les clients d’une concession automobile avec le conseiller aux ventes qui leur convient le mieux.

## 2. Compte
Votre compte est personnel. Vous gardez votre mot de passe confidentiel et vous nous avisez sans délai de toute utilisation non autorisée. Les bornes de la concession ne servent qu’aux clients et au personnel de celle-ci.

## 3. Utilisation permise
Vous utilisez la plateforme pour les activités de votre concession seulement, dans le respect des lois applicables au Québec et au Canada. Il est interdit de copier la plateforme, d’en contourner les mesures de sécurité ou d’y saisir des renseignements faux ou obtenus sans consentement.

## 4. Renseignements des clients
Les réponses des clients et leurs coordonnées appartiennent à la concession. Vous ne les consultez que pour les besoins de la vente ou du service et vous ne les communiquez à personne d’autre.

## 5. Test de personnalité
Les profils issus des questionnaires servent uniquement au jumelage et à la formation. Ils ne doivent pas servir à évaluer, embaucher ou congédier une personne.

## 6. Abonnement
L’accès de la concession dépend d’un abonnement actif, facturé chaque mois en dollars canadiens. Un abonnement impayé ou annulé suspend l’accès du personnel et des bornes.

## 7. Responsabilité
La plateforme est fournie telle quelle. Best Pairing ne garantit aucun résultat de vente et n’est pas responsable des décisions prises à partir des jumelages.

## 8. Modifications
Nous pouvons modifier le présent contrat. Toute nouvelle version vous sera présentée et devra être acceptée avant de continuer à utiliser la plateforme.

## 9. Droit applicable
Le présent contrat est régi par les lois du Québec. Pour toute question, écrivez au soutien à partir de l’application.`;

const CONTRACT_EN = `## 1. Purpose
This agreement governs the use of the Best Pairing platform, which pairs a car dealership’s customers with the sales advisor who suits them best.

## 2. Account
Your account is personal. You keep your password confidential and tell us without delay about any unauthorized use. The dealership’s kiosks are for its customers and staff only.

## 3. Permitted use
You use the platform only for your dealership’s business, in accordance with the laws that apply in Quebec and Canada. You may not copy the platform, get around its security measures, or enter information that is false or collected without consent.

## 4. Customer information
Customers’ answers and contact details belong to the dealership. You look at them only for the purposes of the sale or service and share them with no one else.

## 5. Personality test
Profiles drawn from the questionnaires are used only for pairing and training. They must not be used to assess, hire or dismiss anyone.

## 6. Subscription
The dealership’s access depends on an active subscription, billed monthly in Canadian dollars. An unpaid or cancelled subscription suspends access for staff and kiosks.

## 7. Liability
The platform is provided as is. Best Pairing does not guarantee any sales result and is not liable for decisions made on the basis of pairings.

## 8. Changes
We may change this agreement. Any new version will be shown to you and must be accepted before you continue to use the platform.

## 9. Governing law
This agreement is governed by the laws of Quebec. For any question, write to the support from within the application.`;

const PRIVACY_POLICY_FR = `## 1. Renseignements recueillis
Best Pairing recueille les renseignements nécessaires au fonctionnement de la plateforme : nom, courriel, téléphone et photo du personnel; réponses aux questionnaires; coordonnées, préférences et visites des clients; journaux de connexion.

## 2. Utilisation
Ces renseignements servent à jumeler les clients avec un conseiller, à produire les statistiques de la concession, à facturer l’abonnement et à assurer la sécurité des comptes. Ils ne sont jamais vendus.

## 3. Consentement
Les clients consentent à la collecte sur la borne avant de répondre au questionnaire. Vous recueillez seulement les renseignements nécessaires et vous respectez un refus.

## 4. Communication
Les renseignements sont accessibles au personnel autorisé de la concession et à l’équipe de Best Pairing, qui en a besoin pour le soutien. Nos fournisseurs (hébergement, courriel, paiement) les traitent selon nos instructions et sous des engagements de confidentialité.

## 5. Conservation
Nous conservons les renseignements tant que la concession est abonnée, puis nous les détruisons ou les anonymisons dans un délai raisonnable, sauf obligation légale contraire.

## 6. Sécurité
Les mots de passe sont chiffrés de façon irréversible, les connexions sont protégées et l’accès est limité selon le rôle de chaque compte.

## 7. Vos droits
Conformément à la Loi sur la protection des renseignements personnels dans le secteur privé du Québec, toute personne peut demander l’accès à ses renseignements, leur rectification ou leur retrait. La demande se fait au soutien de Best Pairing, qui y répond dans un délai de 30 jours.

## 8. Responsable
Le responsable de la protection des renseignements personnels de Best Pairing peut être joint par le soutien de l’application.`;

const PRIVACY_POLICY_EN = `## 1. Information collected
Best Pairing collects the information the platform needs to work: staff names, emails, phone numbers and photos; questionnaire answers; customers’ contact details, preferences and visits; sign-in logs.

## 2. Use
This information is used to pair customers with an advisor, to produce the dealership’s statistics, to bill the subscription and to keep accounts secure. It is never sold.

## 3. Consent
Customers consent to the collection on the kiosk before answering the questionnaire. You collect only the information that is needed and you respect a refusal.

## 4. Sharing
The information is available to the dealership’s authorized staff and to the Best Pairing team, who need it to provide support. Our suppliers (hosting, email, payment) process it on our instructions and under confidentiality commitments.

## 5. Retention
We keep the information while the dealership subscribes, then destroy or anonymize it within a reasonable time, unless the law requires otherwise.

## 6. Security
Passwords are stored with irreversible hashing, connections are protected and access is limited according to each account’s role.

## 7. Your rights
Under Quebec’s Act respecting the protection of personal information in the private sector, anyone may ask to access, correct or withdraw their information. Requests go to the Best Pairing support, which answers within 30 days.

## 8. Person in charge
Best Pairing’s person in charge of the protection of personal information can be reached through the support in the application.`;

const DOCUMENTS = [
  { id: CONTRACT_ID, kind: 'contract', bodyFr: CONTRACT_FR, bodyEn: CONTRACT_EN },
  {
    id: PRIVACY_POLICY_ID,
    kind: 'privacyPolicy',
    bodyFr: PRIVACY_POLICY_FR,
    bodyEn: PRIVACY_POLICY_EN,
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const document of DOCUMENTS) {
    await sql`insert into contract_versions (id, kind, version, body_fr, body_en, published_at)
      select ${document.id}::uuid, ${document.kind}::text, 1, ${document.bodyFr}::text,
        ${document.bodyEn}::text, now()
      where not exists (
        select 1 from contract_versions
        where kind = ${document.kind}::text and published_at is not null
      )
      on conflict (kind, version) do nothing`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  // Signatures point at these rows (on delete restrict): forget them first, as before this change.
  const ids = DOCUMENTS.map((document) => document.id);
  await sql`update users set signed_contract_at = null, signed_contract_version_id = null
    where signed_contract_version_id in (${sql.join(ids)})`.execute(db);
  await sql`update users set signed_privacy_policy_at = null, signed_privacy_policy_version_id = null
    where signed_privacy_policy_version_id in (${sql.join(ids)})`.execute(db);
  await sql`delete from contract_versions where id in (${sql.join(ids)})`.execute(db);
}
