import {
  ActionIcon,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { labelOptions, nightsBetween } from '@app/contract/constants';
import type { BookingFormApi as Form, Line } from './booking-form-values.ts';
import {
  fieldProps as input,
  newFlight,
  newHotel,
  newTour,
  textOf,
} from './booking-form-values.ts';
type ListKey = 'accommodations' | 'tours' | 'flights';

function LineCard({
  form,
  list,
  index,
  title,
  children,
}: {
  form: Form;
  list: ListKey;
  index: number;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Text fw={600}>{title}</Text>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Remove ${title}`}
          onClick={() => form.removeListItem(list, index)}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>{children}</SimpleGrid>
    </Card>
  );
}

export function HotelsTab({ form }: { form: Form }) {
  const lines = form.getValues().accommodations;
  return (
    <>
      {lines.map((l: Line, i: number) => (
        <LineCard
          key={form.key(`accommodations.${i}`)}
          form={form}
          list="accommodations"
          index={i}
          title={`Hotel ${i + 1}`}
        >
          <TextInput
            label="Hotel Name"
            required
            {...input(form, `accommodations.${i}.hotel_name`)}
          />
          <TextInput
            label="Check-in"
            type="date"
            required
            {...input(form, `accommodations.${i}.check_in_date`)}
          />
          <TextInput
            label="Check-out"
            type="date"
            required
            {...input(form, `accommodations.${i}.check_out_date`)}
          />
          <TextInput
            label="Nights"
            readOnly
            value={String(nightsBetween(l.check_in_date ?? '', l.check_out_date ?? ''))}
          />
          <NumberInput
            clampBehavior="none"
            label="Rooms"
            min={1}
            allowDecimal={false}
            {...input(form, `accommodations.${i}.number_of_rooms`)}
          />
          <TextInput label="Room Type" {...input(form, `accommodations.${i}.room_type`)} />
          <Select
            label="Meal Plan"
            allowDeselect={false}
            data={labelOptions('mealPlan')}
            {...input(form, `accommodations.${i}.meal_plan`)}
          />
          <TextInput
            label="Confirmation Number"
            {...input(form, `accommodations.${i}.confirmation_number`)}
          />
        </LineCard>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem('accommodations', newHotel())}
      >
        Add Hotel
      </Button>
    </>
  );
}

export function ToursTab({ form }: { form: Form }) {
  const v = form.getValues();
  return (
    <>
      {v.tours.map((_l: Line, i: number) => (
        <LineCard
          key={form.key(`tours.${i}`)}
          form={form}
          list="tours"
          index={i}
          title={`Service ${i + 1}`}
        >
          <TextInput label="Service Name" required {...input(form, `tours.${i}.service_name`)} />
          <TextInput label="Date" type="date" {...input(form, `tours.${i}.service_date`)} />
          <TextInput label="Pickup Time" type="time" {...input(form, `tours.${i}.pickup_time`)} />
          <Select
            label="Transfer Type"
            required
            allowDeselect={false}
            data={labelOptions('transferType')}
            {...input(form, `tours.${i}.transfer_type`)}
          />
          <NumberInput
            clampBehavior="none"
            label="Adults"
            min={0}
            allowDecimal={false}
            {...input(form, `tours.${i}.adult_count`)}
          />
          <NumberInput
            clampBehavior="none"
            label="Children"
            min={0}
            allowDecimal={false}
            {...input(form, `tours.${i}.child_count`)}
          />
        </LineCard>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() =>
          form.insertListItem(
            'tours',
            newTour(textOf(v, 'total_adults'), textOf(v, 'total_children')),
          )
        }
      >
        Add Tour / Service
      </Button>
    </>
  );
}

export function FlightsTab({ form }: { form: Form }) {
  return (
    <>
      {form.getValues().flights.map((_l: Line, i: number) => (
        <LineCard
          key={form.key(`flights.${i}`)}
          form={form}
          list="flights"
          index={i}
          title={`Flight ${i + 1}`}
        >
          <Select
            label="Type"
            required
            allowDeselect={false}
            data={labelOptions('flightType')}
            {...input(form, `flights.${i}.flight_type`)}
          />
          <TextInput label="Airline" required {...input(form, `flights.${i}.airline`)} />
          <TextInput
            label="Flight Number"
            required
            {...input(form, `flights.${i}.flight_number`)}
          />
          <TextInput label="Date" type="date" {...input(form, `flights.${i}.flight_date`)} />
          <TextInput label="From" {...input(form, `flights.${i}.from_city`)} />
          <TextInput label="To" {...input(form, `flights.${i}.to_city`)} />
          <TextInput label="PNR" {...input(form, `flights.${i}.pnr_number`)} />
        </LineCard>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem('flights', newFlight())}
      >
        Add Flight
      </Button>
    </>
  );
}
