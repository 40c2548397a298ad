import { defineMessages } from '#ui/i18n/define-messages.ts';

/*
 * "My statistics" (/seller/performances): closing rate, be-back rate and number of sales
 * (docs/spec/decisions.md section 9), the access an advisor requests and a manager grants (docs/spec/product-spec.md
 * section 4), and the member page where the manager decides (/admin/members/{id}).
 */
export const statistics = defineMessages({
  fr: {
    page: {
      title: 'Mes statistiques',
      intro:
        'Vos résultats sur la période choisie, jour par jour selon le calendrier de la concession.',
      period: 'Du {{from}} au {{to}}',
      allDates: 'Toutes les dates',
      timeZone: 'Fuseau horaire : {{zone}}',
    },
    numbers: {
      heading: 'Vos chiffres',
      closingRate: 'Taux de conclusion',
      closingRateDetail: 'Vendus : {{sold}} sur {{closed}} clients conclus',
      closingRateEmpty: 'Aucun client conclu sur cette période.',
      beBackRate: 'Taux de retour',
      beBackRateDetail: 'Revenus : {{back}} sur {{total}} clients en retour prévu',
      beBackRateEmpty: 'Aucun client en retour prévu sur cette période.',
      sales: 'Nombre de ventes',
      salesDetail: 'Clients vendus sur la période',
      none: 'Aucune donnée',
    },
    chart: {
      heading: 'Ventes et clients non vendus',
      title: {
        day: 'Ventes et clients non vendus par jour',
        week: 'Ventes et clients non vendus par semaine',
        month: 'Ventes et clients non vendus par mois',
      },
      description:
        'Diagramme à barres empilées, {{count}} barres du {{first}} au {{last}}. Ventes : {{sales}}; clients non vendus : {{notSold}}; barre la plus haute : {{max}}.',
      sold: 'Vendus',
      notSold: 'Non vendus',
      empty: 'Aucune vente ni aucun client conclu à afficher pour cette période.',
      showData: 'Voir les données du graphique',
      caption: 'Données du graphique',
      period: {
        day: 'Jour',
        week: 'Semaine du',
        month: 'Mois',
      },
      closingRate: 'Taux de conclusion',
    },
    access: {
      notGrantedHeading: 'Accès à vos statistiques',
      notGrantedText:
        'Votre taux de conclusion, votre taux de retour et votre nombre de ventes s’affichent ici une fois l’accès approuvé par un gestionnaire de la concession.',
      request: 'Demander l’accès',
      requestedHeading: 'Demande envoyée',
      requestedText:
        'Votre demande attend l’approbation d’un gestionnaire de la concession. Vos statistiques s’afficheront ici dès qu’elle sera approuvée.',
    },
    statuses: {
      notGranted: 'Non accordé',
      requested: 'Demandé, en attente d’approbation',
      granted: 'Accordé',
    },
    flash: {
      requested: 'Votre demande d’accès a été envoyée.',
      granted: 'L’accès aux statistiques est accordé.',
      notGranted: 'L’accès aux statistiques est retiré.',
      refused: 'La demande d’accès est refusée.',
    },
    member: {
      back: 'Retour aux membres',
      identity: 'Coordonnées',
      name: 'Nom',
      email: 'Courriel',
      role: 'Rôle',
      noName: 'Sans nom',
      profileHeading: 'Profil du conseiller',
      profileComplete: 'Profil complet',
      profileIncomplete: 'Profil incomplet',
      done: 'Fait',
      missing: 'À faire',
      checks: {
        password: 'Mot de passe créé',
        contract: 'Contrat signé',
        test: 'Test de personnalité terminé',
        hobbies: 'Trois loisirs choisis',
        experience: 'Dates d’expérience entrées',
      },
      statisticsHeading: 'Accès aux statistiques',
      status: 'Statut',
      requestedNote: 'Ce conseiller a demandé l’accès à ses statistiques.',
      grant: 'Accorder l’accès',
      refuse: 'Refuser la demande',
      revoke: 'Retirer l’accès',
      notSeller: 'Les statistiques ne concernent que les conseillers.',
    },
    errors: {
      sellerNotFound: 'Ce conseiller est introuvable.',
      notGranted: 'L’accès aux statistiques n’est pas encore accordé à ce conseiller.',
      managerDecision:
        'Seul un gestionnaire de la concession peut accorder ou retirer l’accès aux statistiques.',
      alreadyGranted: 'L’accès aux statistiques est déjà accordé.',
      changed: 'L’accès vient d’être modifié par quelqu’un d’autre. Réessayez.',
    },
  },
  en: {
    page: {
      title: 'My statistics',
      intro: 'Your results over the chosen period, day by day on the dealership’s calendar.',
      period: 'From {{from}} to {{to}}',
      allDates: 'All dates',
      timeZone: 'Time zone: {{zone}}',
    },
    numbers: {
      heading: 'Your numbers',
      closingRate: 'Closing rate',
      closingRateDetail: 'Sold: {{sold}} of {{closed}} closed customers',
      closingRateEmpty: 'No customer closed in this period.',
      beBackRate: 'Be-back rate',
      beBackRateDetail: 'Came back: {{back}} of {{total}} be-back customers',
      beBackRateEmpty: 'No be-back customer in this period.',
      sales: 'Number of sales',
      salesDetail: 'Customers sold in this period',
      none: 'No data',
    },
    chart: {
      heading: 'Sales and customers not sold',
      title: {
        day: 'Sales and customers not sold per day',
        week: 'Sales and customers not sold per week',
        month: 'Sales and customers not sold per month',
      },
      description:
        'Stacked bar chart, {{count}} bars from {{first}} to {{last}}. Sales: {{sales}}; customers not sold: {{notSold}}; highest bar: {{max}}.',
      sold: 'Sold',
      notSold: 'Not sold',
      empty: 'No sale and no closed customer to show for this period.',
      showData: 'Show the chart data',
      caption: 'Chart data',
      period: {
        day: 'Day',
        week: 'Week of',
        month: 'Month',
      },
      closingRate: 'Closing rate',
    },
    access: {
      notGrantedHeading: 'Access to your statistics',
      notGrantedText:
        'Your closing rate, be-back rate and number of sales show here once a manager of the dealership approves your access.',
      request: 'Request access',
      requestedHeading: 'Request sent',
      requestedText:
        'Your request is waiting for a dealership manager’s approval. Your statistics will show here as soon as it is approved.',
    },
    statuses: {
      notGranted: 'Not granted',
      requested: 'Requested, awaiting approval',
      granted: 'Granted',
    },
    flash: {
      requested: 'Your access request was sent.',
      granted: 'Statistics access is granted.',
      notGranted: 'Statistics access is taken back.',
      refused: 'The access request is refused.',
    },
    member: {
      back: 'Back to members',
      identity: 'Contact details',
      name: 'Name',
      email: 'Email',
      role: 'Role',
      noName: 'No name',
      profileHeading: 'Advisor profile',
      profileComplete: 'Profile complete',
      profileIncomplete: 'Profile incomplete',
      done: 'Done',
      missing: 'To do',
      checks: {
        password: 'Password created',
        contract: 'Contract signed',
        test: 'Personality test completed',
        hobbies: 'Three hobbies chosen',
        experience: 'Experience dates entered',
      },
      statisticsHeading: 'Statistics access',
      status: 'Status',
      requestedNote: 'This advisor asked for access to their statistics.',
      grant: 'Grant access',
      refuse: 'Refuse the request',
      revoke: 'Take access back',
      notSeller: 'Statistics concern advisors only.',
    },
    errors: {
      sellerNotFound: 'This advisor does not exist.',
      notGranted: 'Statistics access is not granted to this advisor yet.',
      managerDecision: 'Only a dealership manager can grant or take back statistics access.',
      alreadyGranted: 'Statistics access is already granted.',
      changed: 'Someone else just changed this access. Try again.',
    },
  },
});
