/**
 * Password rules: at least 8 characters, an
 * uppercase letter, a lowercase letter, a digit and a special character from
 * !@#$%^&*(),.?":{}|<>. The server applies the same rules.
 */

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>'

export interface PasswordStrength {
  hasMinChars: boolean
  hasUppercase: boolean
  hasLowercase: boolean
  hasNumber: boolean
  hasSpecialChar: boolean
}

export function passwordStrength(password: string): PasswordStrength {
  return {
    hasMinChars: password.length >= PASSWORD_MIN_LENGTH,
    hasUppercase: /[A-Z]/.test(password),
    hasLowercase: /[a-z]/.test(password),
    hasNumber: /[0-9]/.test(password),
    hasSpecialChar: [...password].some((c) => PASSWORD_SPECIAL_CHARACTERS.includes(c)),
  }
}

export function isStrongPassword(password: string): boolean {
  return Object.values(passwordStrength(password)).every(Boolean)
}
