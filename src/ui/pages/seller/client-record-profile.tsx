/** The client record's profile sections: how to approach the client, and their personality profile. */
import { Card, Heading, Text } from '#ui/components/primitives.tsx';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { ProfileSummary } from '#ui/pages/psychometrics/profile-summary.tsx';
import type { ClientRecordView } from './client-record-view.ts';

/** To do and to avoid with this client, or why there is nothing to show. */
export const RecordTips = ({ t, view }: { t: Translate; view: ClientRecordView }) => (
  <LabelledSection id="tips-heading" heading={t('seller.record.tipsHeading')} data-tips="">
    {view.profile ? (
      <div className="seller-pair">
        <Card size="3">
          <Heading as="h3" size="4" mb="2" color="green">
            {t('seller.record.do')}
          </Heading>
          <ul className="client-history tips-do">
            {view.profile.tips.do.map((tip) => (
              <li key={tip}>{t(`clients.tips.${tip}`)}</li>
            ))}
          </ul>
        </Card>
        <Card size="3">
          <Heading as="h3" size="4" mb="2" color="red">
            {t('seller.record.avoid')}
          </Heading>
          <ul className="client-history tips-avoid">
            {view.profile.tips.avoid.map((tip) => (
              <li key={tip}>{t(`clients.tips.${tip}`)}</li>
            ))}
          </ul>
        </Card>
      </div>
    ) : (
      <Text as="p" color="gray">
        {t('seller.record.profileMissing')}
      </Text>
    )}
  </LabelledSection>
);

/** The client's personality profile, once they answered the questionnaire. */
export const RecordProfile = ({ t, view }: { t: Translate; view: ClientRecordView }) =>
  view.profile ? (
    <LabelledSection id="profile-heading" heading={t('seller.record.profileHeading')}>
      <ProfileSummary
        t={t}
        scores={view.profile.scores}
        descriptors={view.profile.descriptors}
        headingLevel="h3"
        labels={{
          traits: t('seller.record.traitsHeading'),
          descriptors: t('seller.record.descriptorsHeading'),
          descriptorsLead: t('seller.record.descriptorsLead'),
        }}
      />
    </LabelledSection>
  ) : null;
