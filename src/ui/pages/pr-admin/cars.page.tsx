import { Badge, Button, Flex, Text } from '#ui/components/primitives.tsx';
import { CAR_TYPES, type CarType } from '#domain/cars/car.ts';
import { ConfirmDialog } from '#ui/components/confirm-dialog.tsx';
import { DataTable } from '#ui/components/data-table.tsx';
import { NativeSelect } from '#ui/components/form-field.tsx';
import { PageColumn } from '#ui/components/page-column.tsx';
import { PageIntro } from '#ui/components/page-intro.tsx';
import type { PageRender } from '#ui/document.tsx';
import { AppLayout, type AppLayoutProps } from '#ui/layouts/app-layout.tsx';
import type { PageContext } from '#ui/page-context.ts';

export const CARS_PATH = '/pr-admin/cars';
export const carEditPath = (id: string) => `${CARS_PATH}/${id}/edit`;
const carDeletePath = (id: string) => `${CARS_PATH}/${id}/delete`;

/** A car as the catalogue list shows it. */
export type CarRow = {
  id: string;
  name: string;
  year: number;
  type: CarType;
  hidden: boolean;
  /** The grey image's address, when a file was uploaded. */
  preview: string | null;
  colours: readonly string[];
};

export type CarsView = {
  rows: readonly CarRow[];
  manufacturers: readonly { id: string; name: string }[];
  years: readonly number[];
  filters: { manufacturer: string; type: string; year: string };
};

/**
 * The PR admin's catalogue (`/pr-admin/cars`): each car with its grey image, filters, actions. Five
 * columns (year and type under the name) so it fits a 1024 px screen; stacked on a phone.
 */
export const carsPage = (
  context: PageContext,
  frame: Omit<AppLayoutProps, 'context' | 'children'>,
  view: CarsView,
): PageRender => {
  const { t } = context;
  const filtered = Object.values(view.filters).some((value) => value !== '');
  const select = (
    name: keyof CarsView['filters'],
    label: string,
    any: string,
    options: { value: string; label: string }[],
  ) => (
    <Flex direction="column" gap="1">
      <Text as="label" size="2" weight="medium" htmlFor={`filter-${name}`}>
        {label}
      </Text>
      <NativeSelect
        id={`filter-${name}`}
        name={name}
        options={[{ value: '', label: any }, ...options]}
        defaultValue={view.filters[name]}
      />
    </Flex>
  );
  return {
    title: t('cars.title'),
    // The family's script hydrates the delete confirmations into dialogs (ConfirmDialog).
    family: 'pr-admin',
    body: (
      <AppLayout context={context} {...frame}>
        <PageColumn size="4" gap="5">
          <Flex justify="between" align="end" wrap="wrap" gap="3">
            <PageIntro heading={t('cars.title')} lead={t('cars.lead')} measure />
            <Button asChild size="3">
              <a href={`${CARS_PATH}/add`}>{t('cars.add')}</a>
            </Button>
          </Flex>
          <DataTable
            t={t}
            stackOnPhone
            caption={t('cars.caption')}
            rows={view.rows}
            rowKey={(row) => row.id}
            filters={{
              action: CARS_PATH,
              resetHref: CARS_PATH,
              fields: (
                <>
                  {select(
                    'manufacturer',
                    t('cars.filters.manufacturer'),
                    t('cars.filters.anyManufacturer'),
                    view.manufacturers.map((each) => ({ value: each.id, label: each.name })),
                  )}
                  {select(
                    'type',
                    t('cars.filters.type'),
                    t('cars.filters.anyType'),
                    CAR_TYPES.map((type) => ({ value: type, label: t(`cars.types.${type}`) })),
                  )}
                  {select(
                    'year',
                    t('cars.filters.year'),
                    t('cars.filters.anyYear'),
                    view.years.map((year) => ({ value: String(year), label: String(year) })),
                  )}
                </>
              ),
            }}
            empty={
              filtered
                ? { title: t('cars.emptyFiltered.title'), text: t('cars.emptyFiltered.text') }
                : {
                    title: t('cars.empty.title'),
                    text: t('cars.empty.text'),
                    action: { href: `${CARS_PATH}/add`, label: t('cars.add') },
                  }
            }
            columns={[
              {
                key: 'image',
                header: t('cars.columns.image'),
                cell: (row) =>
                  row.preview ? (
                    <img className="car-preview" src={row.preview} alt={row.name} />
                  ) : (
                    <Text size="1" color="gray">
                      {t('cars.noImage')}
                    </Text>
                  ),
              },
              {
                key: 'car',
                header: t('cars.columns.car'),
                rowHeader: true,
                // Year and type under the name: two columns fewer, so the table fits at 1024 px.
                cell: (row) => (
                  <Flex direction="column" gap="1">
                    <span>{row.name}</span>
                    <Text size="1" color="gray" weight="regular">
                      {row.year} · {t(`cars.types.${row.type}`)}
                    </Text>
                  </Flex>
                ),
              },
              {
                key: 'colours',
                header: t('cars.columns.colours'),
                cell: (row) => <span className="cell-wrap">{row.colours.join(', ')}</span>,
              },
              {
                key: 'shown',
                header: t('cars.columns.shown'),
                cell: (row) =>
                  row.hidden ? (
                    <Badge color="gray" highContrast>
                      {t('cars.hidden')}
                    </Badge>
                  ) : (
                    <Badge color="green" highContrast>
                      {t('cars.visible')}
                    </Badge>
                  ),
              },
              {
                key: 'actions',
                header: t('cars.columns.actions'),
                cell: (row) => (
                  <Flex gap="2" wrap="wrap" align="start" className="cell-wrap">
                    <Button asChild size="3" variant="outline">
                      <a href={carEditPath(row.id)} aria-label={`${t('cars.edit')} ${row.name}`}>
                        {t('cars.edit')}
                      </a>
                    </Button>
                    <ConfirmDialog
                      t={t}
                      csrfToken={context.csrfToken}
                      triggerLabel={t('cars.delete')}
                      title={t('cars.deleteTitle', { name: row.name })}
                      description={t('cars.deleteText')}
                      confirmLabel={t('cars.deleteConfirm')}
                      action={carDeletePath(row.id)}
                      tone="danger"
                    />
                  </Flex>
                ),
              },
            ]}
          />
        </PageColumn>
      </AppLayout>
    ),
  };
};
