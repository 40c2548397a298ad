import { Badge, Button, Card, Flex, Heading, Link, Text } from '#ui/components/primitives.tsx';
import type { LicenceKind } from '#domain/access/licences.ts';
import { MEMBER_ROLES } from '#domain/access/members.ts';
import type { Role } from '#domain/access/roles.ts';
import type { StatisticsStatus } from '#domain/statistics/access.ts';
import { AppLinksCard } from '#ui/components/app-links-card.tsx';
import { LabelledSection } from '#ui/components/labelled-section.tsx';
import { PhoneLink } from '#ui/components/phone.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { CsrfField } from '#ui/components/csrf-field.tsx';
import { DetailItem, DetailList } from '#ui/components/detail-list.tsx';
import { ErrorCallout } from '#ui/components/error-callout.tsx';
import { Icon } from '#ui/components/icons.tsx';
import type { Flash } from '#ui/components/snackbar.tsx';
import type { PageRender } from '#ui/document.tsx';
import type { Translate } from '#ui/i18n/translator.ts';
import { AppLayout } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';
import type { StaffFrame } from '#ui/pages/seller/home.page.tsx';
import { MemberActions } from './member-actions.tsx';

export const PROFILE_CHECKS = ['password', 'contract', 'test', 'hobbies', 'experience'] as const;
export type ProfileCheck = (typeof PROFILE_CHECKS)[number];

export type MemberView = {
  member: {
    id: string;
    name: string | null;
    email: string;
    /** 10 digits, shown (xxx) xxx-xxxx; null: none. */
    phone: string | null;
    role: Role;
    licence: LicenceKind | null;
    hasPassword: boolean;
  };
  /** The manager may edit, reset and delete this member (not their own account, not a rank above). */
  manageable: boolean;
  /** For advisors: what their profile still lacks, and their statistics access. */
  seller?: {
    checks: Record<ProfileCheck, boolean>;
    complete: boolean;
    statisticsStatus: StatisticsStatus;
  };
  error?: string;
  flash?: Flash;
};

const STATUS_COLORS: Record<StatisticsStatus, 'gray' | 'amber' | 'green'> = {
  notGranted: 'gray',
  requested: 'amber',
  granted: 'green',
};

/** One decision: a form that posts the status to set (works without JavaScript). */
const Decision = ({
  context,
  memberId,
  status,
  label,
  variant,
}: {
  context: PageContext;
  memberId: string;
  status: StatisticsStatus;
  label: string;
  variant: 'solid' | 'soft';
}) => (
  <form method="post" action={`/admin/members/${memberId}/statistics-status`}>
    <CsrfField token={context.csrfToken} />
    <input type="hidden" name="statisticsStatus" value={status} />
    <Button
      type="submit"
      size="3"
      variant={variant}
      color={variant === 'soft' ? 'gray' : undefined}
    >
      {label}
    </Button>
  </form>
);

const StatisticsAccess = ({
  context,
  memberId,
  status,
}: {
  context: PageContext;
  memberId: string;
  status: StatisticsStatus;
}) => {
  const { t } = context;
  return (
    <section aria-labelledby="statistics-heading" data-statistics-access={status}>
      <Card size="3">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="5" id="statistics-heading">
            {t('statistics.member.statisticsHeading')}
          </Heading>
          <Flex gap="3" align="center" wrap="wrap">
            <Text size="3" weight="medium">
              {t('statistics.member.status')}
            </Text>
            <Badge size="2" highContrast color={STATUS_COLORS[status]} data-status={status}>
              {t(`statistics.statuses.${status}`)}
            </Badge>
          </Flex>
          {status === 'requested' ? (
            <Text as="p" size="3">
              {t('statistics.member.requestedNote')}
            </Text>
          ) : null}
          <Flex gap="3" wrap="wrap">
            {status !== 'granted' ? (
              <Decision
                context={context}
                memberId={memberId}
                status="granted"
                label={t('statistics.member.grant')}
                variant="solid"
              />
            ) : null}
            {status === 'requested' ? (
              <Decision
                context={context}
                memberId={memberId}
                status="notGranted"
                label={t('statistics.member.refuse')}
                variant="soft"
              />
            ) : null}
            {status === 'granted' ? (
              <Decision
                context={context}
                memberId={memberId}
                status="notGranted"
                label={t('statistics.member.revoke')}
                variant="soft"
              />
            ) : null}
          </Flex>
        </Flex>
      </Card>
    </section>
  );
};

const Checklist = ({ t, checks }: { t: Translate; checks: Record<ProfileCheck, boolean> }) => (
  <ul className="profile-checklist">
    {PROFILE_CHECKS.map((check) => (
      <li key={check} data-check={check} data-done={checks[check] ? 'true' : 'false'}>
        <Text as="span" color={checks[check] ? 'green' : 'red'} className="profile-check-icon">
          <Icon name={checks[check] ? 'check' : 'alert'} size={18} />
        </Text>
        <Text as="span" size="3">
          {t(`statistics.member.checks.${check}`)}
        </Text>
        <Text as="span" size="2" color="gray">
          {checks[check] ? t('statistics.member.done') : t('statistics.member.missing')}
        </Text>
      </li>
    ))}
  </ul>
);

/**
 * A member of the dealership (/admin/members/{id}): who they are and, for an advisor, what their
 * profile still lacks and the statistics access to grant or refuse (docs/spec/product-spec.md section 6).
 */
export const memberPage = (
  context: PageContext,
  frame: StaffFrame,
  view: MemberView,
): PageRender => {
  const { t } = context;
  const { member, seller } = view;
  const name = member.name ?? t('statistics.member.noName');
  return {
    title: `${t('navigation.pages.member')} · ${name}`,
    family: 'admin',
    body: (
      <AppLayout context={context} {...frame} flash={view.flash}>
        <PageColumn size="3" gap="6">
          <Flex direction="column" gap="2">
            <Link href="/admin/members" size="2">
              {t('statistics.member.back')}
            </Link>
            <Heading as="h1" size="8">
              {name}
            </Heading>
            <Flex gap="2">
              <Badge size="2" highContrast color="brown">
                {t(`navigation.roles.${member.role}`)}
              </Badge>
            </Flex>
          </Flex>
          {view.error ? <ErrorCallout>{view.error}</ErrorCallout> : null}
          <LabelledSection
            id="identity-heading"
            heading={t('statistics.member.identity')}
            size="5"
            mb="4"
            card
          >
            <DetailList labelWidth="8rem">
              <DetailItem label={t('statistics.member.name')}>{name}</DetailItem>
              <DetailItem label={t('statistics.member.email')}>
                <Link href={`mailto:${member.email}`}>{member.email}</Link>
              </DetailItem>
              <DetailItem label={t('members.form.phone')} data-member-phone="">
                {member.phone ? <PhoneLink digits={member.phone} /> : '—'}
              </DetailItem>
              <DetailItem label={t('statistics.member.role')}>
                {t(`navigation.roles.${member.role}`)}
              </DetailItem>
              <DetailItem label={t('members.columns.licence')}>
                <span data-licence={member.licence ?? 'none'}>
                  {member.licence
                    ? t(`members.licences.kinds.${member.licence}`)
                    : t('members.licences.none')}
                </span>
              </DetailItem>
            </DetailList>
          </LabelledSection>
          {view.manageable ? (
            <MemberActions
              context={context}
              memberId={member.id}
              hasPassword={member.hasPassword}
            />
          ) : null}
          {(MEMBER_ROLES as readonly Role[]).includes(member.role) ? (
            <AppLinksCard
              context={context}
              action={`/admin/members/${member.id}/app-links`}
              phone={member.phone}
              self={false}
            />
          ) : null}
          {seller ? (
            <>
              <section aria-labelledby="profile-heading">
                <Card size="3">
                  <Flex justify="between" align="center" gap="3" wrap="wrap" mb="4">
                    <Heading as="h2" size="5" id="profile-heading">
                      {t('statistics.member.profileHeading')}
                    </Heading>
                    <Badge
                      size="2"
                      highContrast
                      color={seller.complete ? 'green' : 'amber'}
                      data-profile-complete={seller.complete ? 'true' : 'false'}
                    >
                      {seller.complete
                        ? t('statistics.member.profileComplete')
                        : t('statistics.member.profileIncomplete')}
                    </Badge>
                  </Flex>
                  <Checklist t={t} checks={seller.checks} />
                </Card>
              </section>
              <StatisticsAccess
                context={context}
                memberId={member.id}
                status={seller.statisticsStatus}
              />
            </>
          ) : (
            <Text as="p" color="gray">
              {t('statistics.member.notSeller')}
            </Text>
          )}
        </PageColumn>
      </AppLayout>
    ),
  };
};
