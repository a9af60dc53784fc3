import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FocusEvent, MouseEvent } from 'react';

/** True for the text of a zero amount: 0, 0.0, 0.00, 0,00. */
export function isZeroText(text: string): boolean {
  return /^\s*0([.,]0*)?\s*$/.test(text);
}

/** A number input holding 0 or 0.00 selects its content on focus or click, so typing replaces it. */
export function selectIfZero(event: FocusEvent<HTMLInputElement> | MouseEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (isZeroText(input.value)) input.select();
}

export function NumberField(props: NumberInputProps) {
  const { onFocus, onClick, ...rest } = props;
  return (
    <NumberInput
      {...rest}
      onFocus={(e) => {
        selectIfZero(e);
        onFocus?.(e);
      }}
      onClick={(e) => {
        selectIfZero(e);
        onClick?.(e);
      }}
    />
  );
}
