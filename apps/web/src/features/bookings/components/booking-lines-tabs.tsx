import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { isUnconfirmed, nightsBetween } from '@app/contract/constants';
import type { BookingFormApi as Form, Line } from './booking-form-values.ts';
import {
  fieldProps,
  LINE_TITLES,
  newFlight,
  newHotel,
  newTour,
  textOf,
} from './booking-form-values.ts';
import { LabelSelect } from '../../../components/label-select.tsx';
import { useSupplierOptions } from '../../../lib/options.ts';
import type { SavedService } from './line-service-fields.tsx';
import { fixedNote, LineServiceFields } from './line-service-fields.tsx';

type ListKey = keyof typeof LINE_TITLES;
/** A line field's input props by its name within the line (`hotel_name`). */
type LineField = (name: string) => ReturnType<typeof fieldProps>;

/**
 * One tab of lines: a card per line ("Hotel 2", its fields, a remove button), then the button
 * that adds a line. `fields` gives a line's inputs.
 */
function LinesTab(props: {
  form: Form;
  list: ListKey;
  /** The saved file's lines of this list: a line's supplier state, found by its id. */
  saved: readonly SavedService[];
  addLabel: string;
  newLine: () => Line;
  fields: (field: LineField, line: Line) => ReactNode;
}) {
  const { form, list } = props;
  const suppliers = useSupplierOptions();
  return (
    <>
      {form.getValues()[list].map((line: Line, i: number) => {
        const title = `${LINE_TITLES[list]} ${i + 1}`;
        const saved = line.id ? props.saved.find((l) => String(l.id) === line.id) : undefined;
        const fixed = saved && !isUnconfirmed(saved.service_state);
        return (
          <Card key={form.key(`${list}.${i}`)} withBorder radius="md" padding="md">
            <Group justify="space-between" mb="sm">
              <Text fw={600}>{title}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${title}`}
                onClick={() => form.removeListItem(list, i)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {props.fields((name) => fieldProps(form, `${list}.${i}.${name}`), line)}
              <LineServiceFields
                form={form}
                path={`${list}.${i}`}
                line={line}
                saved={saved}
                suppliers={suppliers}
              />
            </SimpleGrid>
            {fixed && (
              <Text size="sm" c="dimmed" mt="xs">
                {fixedNote(saved.service_state)}
              </Text>
            )}
          </Card>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem(list, props.newLine())}
      >
        {props.addLabel}
      </Button>
    </>
  );
}

/** A whole count (rooms, adults): typed digits are kept as typed, the form's rules judge them. */
const CountInput = (props: { label: string; min: number } & ReturnType<LineField>) => (
  <NumberInput clampBehavior="none" allowDecimal={false} {...props} />
);

/**
 * Each list's tab: its add button's label, a new line (a tour starts from the booking's head
 * count as it is when the button is pressed), and a line's fields.
 */
const TABS: Record<
  ListKey,
  {
    addLabel: string;
    newLine: (form: Form) => Line;
    fields: (field: LineField, l: Line) => ReactNode;
  }
> = {
  accommodations: {
    addLabel: 'Add Hotel',
    newLine: newHotel,
    fields: (field, l) => (
      <>
        <TextInput label="Hotel Name" required {...field('hotel_name')} />
        <TextInput label="Check-in" type="date" required {...field('check_in_date')} />
        <TextInput label="Check-out" type="date" required {...field('check_out_date')} />
        <TextInput
          label="Nights"
          readOnly
          value={String(nightsBetween(l.check_in_date ?? '', l.check_out_date ?? ''))}
        />
        <CountInput label="Rooms" min={1} {...field('number_of_rooms')} />
        <TextInput label="Room Type" {...field('room_type')} />
        <LabelSelect kind="mealPlan" label="Meal Plan" {...field('meal_plan')} />
        <TextInput label="Confirmation Number" {...field('confirmation_number')} />
      </>
    ),
  },
  tours: {
    addLabel: 'Add Tour / Service',
    newLine: (form) => {
      const v = form.getValues();
      return newTour(textOf(v, 'total_adults'), textOf(v, 'total_children'));
    },
    fields: (field) => (
      <>
        <TextInput label="Service Name" required {...field('service_name')} />
        <TextInput label="Date" type="date" {...field('service_date')} />
        <TextInput label="Pickup Time" type="time" {...field('pickup_time')} />
        <LabelSelect
          kind="transferType"
          label="Transfer Type"
          required
          {...field('transfer_type')}
        />
        <CountInput label="Adults" min={0} {...field('adult_count')} />
        <CountInput label="Children" min={0} {...field('child_count')} />
      </>
    ),
  },
  flights: {
    addLabel: 'Add Flight',
    newLine: newFlight,
    fields: (field) => (
      <>
        <LabelSelect kind="flightType" label="Type" required {...field('flight_type')} />
        <TextInput label="Airline" required {...field('airline')} />
        <TextInput label="Flight Number" required {...field('flight_number')} />
        <TextInput label="Date" type="date" {...field('flight_date')} />
        <TextInput label="Departure Time" type="time" {...field('departure_time')} />
        <TextInput label="Arrival Time" type="time" {...field('arrival_time')} />
        <TextInput label="From" {...field('from_city')} />
        <TextInput label="To" {...field('to_city')} />
        <TextInput label="PNR" {...field('pnr_number')} />
      </>
    ),
  },
};

/** The tab of one list of lines (hotels, tours, flights). */
export function LinesTabOf({
  form,
  list,
  saved = [],
}: {
  form: Form;
  list: ListKey;
  saved?: readonly SavedService[] | undefined;
}) {
  const { newLine, ...tab } = TABS[list];
  return <LinesTab form={form} list={list} saved={saved} newLine={() => newLine(form)} {...tab} />;
}
