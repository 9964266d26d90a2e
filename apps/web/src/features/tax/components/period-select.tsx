import { Select } from '@mantine/core';

/**
 * A tax period to choose (a quarter, a month) from the ones the server offers, `name`d as people
 * read them. The one chosen is listed even when the server's list lacks it (a period typed into
 * the URL before the books began), so the field never shows blank.
 */
export function PeriodSelect(props: {
  label: string;
  w: number;
  value: string;
  periods: readonly string[];
  name: (period: string) => string;
  onChoose: (period: string) => void;
}) {
  const { value, periods } = props;
  return (
    <Select
      label={props.label}
      w={props.w}
      value={value}
      onChange={(v) => v && props.onChoose(v)}
      data={(periods.includes(value) ? periods : [value, ...periods]).map((v) => ({
        value: v,
        label: props.name(v),
      }))}
      allowDeselect={false}
    />
  );
}
