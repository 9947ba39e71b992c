#pragma once

#include <QIcon>
#include <QPalette>
#include <QString>
#include <QStringList>

// The program's colours around the board: the system's palette, Qt's light one or a dark one.
// Remembers the system's palette, so that going back to "system" restores it. GUI thread.
class Appearance
{
public:
    // Call before any other palette is set.
    Appearance();

    // "system", "light" and "dark", in menu order.
    static QStringList ids();
    static QString displayName(const QString &id);
    // Sets the application's palette; an unknown id means "system". Returns the id applied.
    QString apply(const QString &id) const;
    // Whether a palette is dark (its window darker than mid-grey).
    static bool isDark(const QPalette &palette);
    // The style's icons are drawn for light backgrounds: on a dark palette, the icon redrawn
    // in the palette's button text colour (dimmed when disabled); else the icon unchanged.
    static QIcon iconFor(const QIcon &icon, const QPalette &palette);

private:
    static QPalette darkPalette();

    QPalette m_systemPalette;
};
